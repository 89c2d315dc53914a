// Public pieces of the nav area of @nuri/ui.
export {};
