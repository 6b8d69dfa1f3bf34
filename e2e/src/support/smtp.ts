export { startSmtpReceiver } from '../../../services/auth/test/support/smtp-receiver';
