// Who may do what to a post, for the server's checks and the buttons the pages offer (one rule).

/** Anyone may report a post (a visitor with an email) except its own seller. */
export function canReportPost(viewerId: string | null, post: { user_id: string }): boolean {
  return viewerId === null || viewerId !== post.user_id;
}
