export { en, appMessagesEn } from './en/index';
