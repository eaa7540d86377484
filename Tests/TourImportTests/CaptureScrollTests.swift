import Foundation
import Testing
import TourCore

@testable import TourImport

/// Scroll containers in captures, where the source says so: Android's `scrollable="true"`,
/// iOS's scroll views, tables and collection views, a web element whose content is larger
/// than its box. Their children are in the content's coordinates and kept below the screen's
/// edge.
@Suite("Capture scroll containers")
struct CaptureScrollTests {
  func tree(_ text: String, scale: Double? = nil) throws -> [String] {
    try ScreenTree.lines(of: CaptureImporter.screen(from: Data(text.utf8), scale: scale).screen)
  }

  @Test("Android: a scrollable node scrolls over as far as its children reach, in points")
  func android() throws {
    let dump = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" resource-id="" bounds="[0,0][1080,2400]">
          <node class="androidx.recyclerview.widget.RecyclerView" resource-id="com.shop:id/list" scrollable="true" bounds="[0,200][1080,2000]">
            <node class="android.widget.TextView" resource-id="com.shop:id/row" text="Apples" bounds="[0,200][1080,500]" />
            <node class="android.widget.TextView" resource-id="com.shop:id/row" text="Pears" bounds="[0,1900][1080,2300]" />
          </node>
        </node>
      </hierarchy>
      """
    #expect(
      try tree(dump, scale: 2) == [
        "screen 540×1200, safe area top 0 left 0 bottom 0 right 0",
        "list  [0, 100, 540, 900]  androidx.recyclerview.widget.RecyclerView  scrolls 540×1050 at 0, 0",
        "  list.row  [0, 0, 540, 150]  android.widget.TextView  \"Apples\"",
        "  list.row_2  [0, 850, 540, 200]  android.widget.TextView  \"Pears\"",
      ])
  }

  @Test("iOS: a table scrolls; a row below the screen's edge is kept")
  func ios() throws {
    let json = """
      {"type":"Application","rect":{"x":0,"y":0,"width":390,"height":844},"children":[
        {"type":"Table","rawIdentifier":"list","rect":{"x":0,"y":100,"width":390,"height":600},"children":[
          {"type":"Cell","rawIdentifier":"row1","rect":{"x":0,"y":100,"width":390,"height":80}},
          {"type":"Cell","rawIdentifier":"row9","rect":{"x":0,"y":880,"width":390,"height":80}}]}]}
      """
    #expect(
      try tree(json) == [
        "screen 390×844, safe area top 0 left 0 bottom 0 right 0",
        "list  [0, 100, 390, 600]  Table  scrolls 390×860 at 0, 0",
        "  list.row1  [0, 0, 390, 80]  Cell",
        "  list.row9  [0, 780, 390, 80]  Cell",
      ])
  }

  @Test("a web page: the scroll size and offset the page gives; children in the content's coordinates")
  func web() throws {
    let page = """
      {"width":390,"height":844,"views":[
        {"id":"feed","label":"","type":"main","frame":[0,100,390,600],"scroll":[390,3000,0,400],"children":[
          {"id":"post","label":"Hello","type":"article","frame":[0,-300,390,200],"children":[]}]}]}
      """
    #expect(
      try ScreenTree.lines(of: CaptureImporter.screen(fromWebPage: Data(page.utf8))) == [
        "screen 390×844, safe area top 0 left 0 bottom 0 right 0",
        "feed  [0, 100, 390, 600]  main  scrolls 390×3000 at 0, 400",
        "  feed.post  [0, 0, 390, 200]  article  \"Hello\"",
      ])
    let bad = #"{"width":390,"height":844,"views":[{"id":"a","frame":[0,0,10,10],"scroll":[1,2]}]}"#
    #expect(throws: CaptureError.self) { try CaptureImporter.screen(fromWebPage: Data(bad.utf8)) }
  }
}
