import Testing
import TourCore

@Suite("Rect")
struct RectTests {
  @Test("edges and centre")
  func edges() {
    let rect = Rect(x: 30, y: 30, width: 70, height: 20)
    #expect([rect.minX, rect.minY, rect.maxX, rect.maxY, rect.midX, rect.midY] == [30, 30, 100, 50, 65, 40])
    #expect(rect.center == Point(x: 65, y: 40))
  }

  @Test("a negative inset grows the rectangle on every side")
  func inset() {
    #expect(Rect(x: 30, y: 30, width: 70, height: 20).insetBy(dx: -4, dy: -4) == Rect(x: 26, y: 26, width: 78, height: 28))
  }

  @Test("contains includes the edges")
  func contains() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 10, y: 10)))
    #expect(!rect.contains(Point(x: 10.01, y: 5)))
  }

  @Test("union, intersection, standardized")
  func combinations() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.union(Rect(x: 20, y: 5, width: 5, height: 20)) == Rect(x: 0, y: 0, width: 25, height: 25))
    #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    #expect(Rect(x: 10, y: 10, width: -4, height: -6).standardized == Rect(x: 6, y: 4, width: 4, height: 6))
  }

  @Test("a rect-to-rect map moves and scales points, rects and radii")
  func mapping() {
    let mapping = RectMapping(from: Rect(x: 0, y: 470, width: 320, height: 10), to: Rect(x: 0, y: 300, width: 320, height: 180))
    #expect(mapping.apply(Point(x: 160, y: 475)) == Point(x: 160, y: 390))
    #expect(mapping.apply(Rect(x: -4, y: 466, width: 328, height: 18)) == Rect(x: -4, y: 228, width: 328, height: 324))
    #expect(mapping.apply(length: 4) == 4)
    #expect(RectMapping(from: .zero, to: .zero).isIdentity)
  }
}
