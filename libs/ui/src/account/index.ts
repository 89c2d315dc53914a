// Public pieces of the account area of @nuri/ui.
export {};
