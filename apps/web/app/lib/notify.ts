import { type Id, type ToastContent, type ToastOptions, toast } from "react-toastify";

/** Spec §9: default toast auto-close. */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Spec §8: API error toasts close after 3000 ms. */
export const ERROR_TOAST_MS = 3000;

export type NotifyType = "info" | "success" | "warning" | "error" | "default" | "loading";

type Notify = Record<NotifyType, (content: ToastContent, options?: ToastOptions) => Id> & {
  dismiss: (id?: Id) => void;
};

/** The one way the app shows notifications (react-toastify underneath). */
export const notify: Notify = {
  info: (content, options) => toast.info(content, options),
  success: (content, options) => toast.success(content, options),
  warning: (content, options) => toast.warning(content, options),
  error: (content, options) => toast.error(content, options),
  default: (content, options) => toast(content, { ...options, type: "default" }),
  loading: (content, options) => toast.loading(content, options),
  dismiss: (id) => toast.dismiss(id),
};
