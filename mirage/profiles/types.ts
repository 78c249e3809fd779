export interface Author {
  id: number;
  avatar: string;
  name: string;
}

/** An author as the social feed shows it: with the time of the post, comment or reply. */
export interface TimedAuthor extends Author {
  time: string;
}
