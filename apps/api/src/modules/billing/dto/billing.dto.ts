// The billing routes' DTOs: requests and answers, in two files.
export * from './billing-requests.dto';
export * from './billing-answers.dto';
