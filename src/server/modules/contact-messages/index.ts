/** The officials' inbox of contact-form messages. */
export { contactMessageRoutes as contactMessagesPlugin } from './routes';
