import PageNavigationCore

#if DEBUG  // console messages of debug builds only
/// The debug console messages for a custom back indicator image that does not read on iOS 26: there the
/// system draws the image inside the back button's glass circle, which cannot be removed, so an image
/// drawn as it is (not as a template) shows its own colours and shape inside a circle. One message per
/// image: a look is written on every transition.
package struct BackImageNotices: Sendable {
    /// The images reported (a few: an array costs less code than a set).
    private var reported: [String] = []

    package init() {}

    /// The message for the back image `image` (an identity) on a bar of `generation`, the first time it
    /// is shown there and is not drawn as a template (`isTemplate`); `nil` otherwise.
    package mutating func message(forImage image: String, isTemplate: Bool, on generation: BarGeneration) -> String? {
        guard generation.drawsBackImageInGlass, !isTemplate, !reported.contains(image) else { return nil }
        reported.append(image)
        return
            "PageNavigation: a back button image is drawn as it is (renderingMode .alwaysOriginal); on iOS 26 it "
            + "sits inside the back button's glass circle, which cannot be removed. Use a glyph-only template "
            + "image (an SF Symbol, or withRenderingMode(.alwaysTemplate)) about the size of the system chevron."
    }
}
#endif
