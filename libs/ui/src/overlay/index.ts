// Public pieces of the overlay area of @nuri/ui.
export {};
