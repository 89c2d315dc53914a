// Public pieces of the grid area of @nuri/ui.
export {};
