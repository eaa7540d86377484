import CLua
import TourCore

/// A tour made of pages: `pages` is checked, and the page runtime (`PageRuntime`) makes the
/// tour's `numberOfCoachMarks`, `coachMarkAt` and `coachMarkViewsAt` from it.
extension TourLoader {
  func installPages(
    _ tour: Int32, locator: SourceLocator, _ fail: (String?, String) -> TourLoadError
  ) throws(TourLoadError) {
    let stack = state.stack
    for field in ["coachMarkAt", "coachMarkViewsAt", "numberOfCoachMarks"] {
      let given = stack.rawGet(tour, named: field) != LUA_TNIL
      stack.pop()
      if given { throw fail(field, "a tour of pages makes its own \(field): remove it, or remove pages") }
    }
    stack.rawGet(tour, "pages")
    defer { stack.pop() }
    do throws(DecodingError) { context.pageIDs = try PageTables.check(stack, -1) } catch { throw fail("pages", error.message) }
    let source = PageRuntime.source
    let status = clua_loadbuffer(state.L, source, source.utf8.count, PageRuntime.chunkName, "t")
    precondition(status == LUA_OK, "tourhost: the page runtime does not compile: \(stack.string(-1) ?? "")")
    stack.pushValue(tour)
    stack.push(locator.line(assigning: "pages").map { "\(displayName):\($0)" } ?? displayName)
    guard clua_pcall(state.L, 2, 0, 0) == LUA_OK else {
      let message = stack.string(-1) ?? "the pages could not be set up"
      stack.pop()
      throw fail("pages", message)
    }
  }
}
