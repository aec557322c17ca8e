// What other features may use of promoterStock: nothing yet. Pages reach it through its routes.
export {};
