/** Visible copy of the lazily loaded routes (the public layout, the landing's demo button, the demo workspace). */
export const ROUTE_COPY = {
  endDemo: {
    title: 'End the demo?',
    body: 'Your demo essays, study paths and saved articles are deleted, and a new demo can be started from here only after 24 hours.',
    confirm: 'End Demo',
    cancel: 'Keep exploring',
  },
  skipToContent: 'Skip to content',
  startingDemo: 'Starting Demo...',
  resumeDemo: 'Resume Demo',
  tryFreeDemo: 'Try Free Demo',
};
