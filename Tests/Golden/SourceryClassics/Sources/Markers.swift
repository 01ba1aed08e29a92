/// Conform to opt in, as Sourcery projects do.
protocol AutoHashable {}
protocol AutoCases {}
protocol AutoLenses {}
