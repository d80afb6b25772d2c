import PageNavigationCore
import PageNavigationHost
import Testing

/// On iOS 26 a custom back image sits inside the back button's glass circle: an image drawn as it is
/// (not a template) gets one debug message per image, and a template glyph none.
@Suite("Back image notices")
struct BackImageNoticesTests {
    @Test("iOS 26, an image drawn as it is: one message per image, naming the fix")
    func oncePerImage() {
        var notices = BackImageNotices()
        let first = notices.message(forImage: "logo", isTemplate: false, on: .liquidGlass)
        #expect(first?.contains("template") == true)
        #expect(first?.contains("glass circle") == true)
        #expect(notices.message(forImage: "logo", isTemplate: false, on: .liquidGlass) == nil)
        #expect(notices.message(forImage: "other", isTemplate: false, on: .liquidGlass) != nil)
    }

    @Test("no message for a template image, or before iOS 26")
    func silentForTemplatesAndClassic() {
        var notices = BackImageNotices()
        #expect(notices.message(forImage: "glyph", isTemplate: true, on: .liquidGlass) == nil)
        #expect(notices.message(forImage: "logo", isTemplate: false, on: .classic) == nil)
        // The classic bar's silence does not use up the image's one message on iOS 26.
        #expect(notices.message(forImage: "logo", isTemplate: false, on: .liquidGlass) != nil)
    }
}
