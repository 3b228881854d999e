// rc-field-form's validator (@rc-component/async-validator, ~4.5 KB gzip), loaded with the first
// validation instead of with every page that has a form (vite.config.ts, LAZY_PARTS). rc-field-form
// (antd's Form) uses it in one place, an async function (utils/validateUtil.js): it sets the static
// `warning`, builds a schema for one field's rule, sets its messages and awaits `validate`. This class
// takes the same calls and hands them to the real schema once loaded; a form's first check of a field
// waits for that download, the next ones do not.
import type Schema from '@rc-component/async-validator';
import type { Rules, ValidateMessages, ValidateOption, Values } from '@rc-component/async-validator';

let loading: Promise<typeof Schema> | undefined;

/** The real validator (one download, shared). */
export function loadValidator(): Promise<typeof Schema> {
  loading ??= import('@rc-component/async-validator').then((m) => m.default);
  return loading;
}

export default class LazySchema {
  /** rc-field-form silences the validator's console warnings through this. */
  static warning: typeof Schema.warning = () => undefined;

  readonly #descriptor: Rules;
  #messages: ValidateMessages | undefined;

  constructor(descriptor: Rules) {
    this.#descriptor = descriptor;
  }

  messages(messages?: ValidateMessages): void {
    this.#messages = messages;
  }

  async validate(source: Values, option?: ValidateOption): Promise<Values> {
    const Real = await loadValidator();
    Real.warning = LazySchema.warning;
    const schema = new Real(this.#descriptor);
    if (this.#messages) schema.messages(this.#messages);
    return schema.validate(source, option ?? {});
  }
}
