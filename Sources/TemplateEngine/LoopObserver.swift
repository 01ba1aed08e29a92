/// Renders the iterations of loops for a caller that can reuse what an iteration rendered the last
/// time (annogen keeps the text of each iteration over a type that did not change between two runs
/// of `annogen watch`). Set as `RenderContext.loopObserver`; it is given every `for` loop whose text
/// goes to the output (not one inside `set`, `filter` or another capture).
public protocol LoopObserver: AnyObject {
    /// Renders the iterations of the loop at `loop` over `items`, in order: each by calling
    /// `iteration` with its index (which writes its text to `context` and tells whether the loop
    /// stops after it), or by writing what an earlier render of the same iteration wrote. Nothing
    /// may be rendered after an iteration that stops the loop.
    func renderIterations(of loop: Place, items: [TemplateValue], in context: RenderContext, iteration: (Int) throws -> Bool) throws
}
