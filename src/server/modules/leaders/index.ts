/** Leaders: the officials' leader records, on the shared person layer (modules/people), and the public team page's view of them. */
export { leadersPlugin } from './plugin';
export { publicTeam } from './team';
