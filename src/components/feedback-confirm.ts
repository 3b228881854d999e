// The confirmation engine (antd's Modal hook, with rc-dialog), loaded with the first confirmation
// (src/components/feedback.tsx).
import { Modal } from 'antd';

export const useModalEngine = Modal.useModal;
