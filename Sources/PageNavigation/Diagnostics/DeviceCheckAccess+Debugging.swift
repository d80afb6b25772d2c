#if canImport(UIKit)
import PageNavigationHost
import UIKit

@_spi(DeviceChecks)
extension PageNavigationController {
    /// The library's own objects this controller made: the host, its platform, the swipe gate and the
    /// library's pan. The lifetime checks assert that each is freed with the controller.
    public var libraryObjects: [AnyObject] { [host, host.platform, gate, panRecognizer, host.platform.fakeBars] }

    /// Whether the debugging tools run (debug builds).
    public var debuggingToolsRun: Bool {
        #if DEBUG || DebuggingToolsInRelease
        host.debugging != nil
        #else
        false
        #endif
    }
}
#endif

#if canImport(UIKit)
@_spi(DeviceChecks)
extension PageNavigationController {
    /// What the swipe overlay shows, while it is on: the edge region, the full-screen start area, the
    /// cells whose content claims its own drags, the last refusal and the label's text.
    public var swipeOverlayContents:
        (edge: CGRect, fullScreen: CGRect, claimed: [CGRect], lastRefusal: SwipeRefusal?, text: String)?
    {
        swipeOverlay.map {
            ($0.edgeRegion, $0.fullScreenRegion, $0.claimedCells, $0.lastRefusal, $0.label.text ?? "")
        }
    }
}
#endif
