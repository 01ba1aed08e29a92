/// Protocols refining this get a mock from AutoMockable.stencil.
protocol AutoMockable {}

/// Types conforming to this get `==` from AutoEquatable.stencil.
protocol AutoEquatable {}
