/** What every tab of the user permissions page gets: the picked account and whether the viewer may change it. */
export interface TabProps {
  userId: number;
  readOnly: boolean;
}
