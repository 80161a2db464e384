/** Messages officials send to chosen members, under Safaricom's rules (docs/campaigns.md). */
export { campaignsPlugin } from './routes';
