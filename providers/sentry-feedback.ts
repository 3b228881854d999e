import { feedbackIntegration } from '@sentry/react';

/** Texts of the feedback widget (spec §8): description required, name and e-mail optional. */
export const FEEDBACK_TEXTS = {
  errorGenericText: 'There was a problem submitting feedback, please wait and try again.',
  errorNoClientText: 'Unable to send Feedback...',
  errorTimeoutText: 'There was a problem submitting feedback, please wait and try again.',
  errorForbiddenText: 'Unable to send Feedback...',
  errorEmptyMessageText: 'Please enter in the following required fields: Description',
  successMessageText: 'Thank you for your report!',
} as const;

export function createFeedbackIntegration() {
  return feedbackIntegration({
    colorScheme: 'system',
    isNameRequired: false,
    isEmailRequired: false,
    showName: true,
    showEmail: true,
    messageLabel: 'Description',
    ...FEEDBACK_TEXTS,
  });
}
