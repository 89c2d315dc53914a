// Public pieces of the controls area of @nuri/ui.
export {};
