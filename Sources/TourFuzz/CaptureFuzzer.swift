import Foundation
import TourCore
import TourHostKit
import TourImport

/// Fuzz target `capture`: arbitrary bytes as a capture of a screen (the first byte picks the
/// scale). Whatever the bytes, the importer answers with one error, located where it says a
/// line, or with a screen a tour can use: a finite, positive size, a finite safe area, and
/// views with finite frames, non-empty ids without dots, unique among their siblings, and
/// their type; the tree and the JSON of it can be written.
public enum CaptureFuzzer {
  public static func run(_ bytes: [UInt8]) -> [String] {
    guard let first = bytes.first else { return [] }
    let scale: Double? = first % 4 == 0 ? nil : Double(first % 4) * 0.875
    let imported: ImportedScreen
    do {
      imported = try CaptureImporter.screen(from: Data(bytes.dropFirst()), scale: scale)
    } catch {
      var found: [String] = []
      if error.message.isEmpty { found.append("an error without a message") }
      if let line = error.line, line < 1 { found.append("an error at line \(line)") }
      if let column = error.column, column < 1 { found.append("an error at column \(column)") }
      return found
    }
    return check(imported.screen)
  }

  static func check(_ screen: Screen) -> [String] {
    var found: [String] = []
    let size = screen.size
    if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
      found.append("the screen's size \(size) is not finite and positive")
    }
    let s = screen.safeArea
    if ![s.top, s.left, s.bottom, s.right].allSatisfy({ $0.isFinite && $0 >= 0 }) { found.append("the safe area \(s) is not finite") }
    func walk(_ views: [ScreenView], _ path: String) {
      var ids: Set<String> = []
      for view in views {
        let here = path.isEmpty ? view.id : path + "." + view.id
        if view.id.isEmpty || view.id.contains(".") { found.append("\(here): the id '\(view.id)' is empty or has a dot") }
        if !ids.insert(view.id).inserted { found.append("\(here): two siblings share the id") }
        let f = view.frame
        if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) || f.width <= 0 || f.height <= 0 {
          found.append("\(here): the frame \(f) is not finite and positive")
        }
        if view.type == nil { found.append("\(here): no type") }
        walk(view.children, here)
      }
    }
    walk(screen.views, "")
    _ = ScreenTree.lines(of: screen)
    _ = ScreenJSON.json(of: screen).prettyText
    return found
  }
}
