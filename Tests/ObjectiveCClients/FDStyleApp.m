// An FDFullscreenPopGesture-style app in Objective-C, moved to PageNavigation: every row of
// MigratingFromFDFullscreenPopGesture.md that has an equivalent, spelled the way that guide shows.
// scripts/check-ios compiles this file for iOS against the generated PageNavigation-Swift.h and
// PageNavigationObjectiveC-Swift.h.
@import UIKit;
@import PageNavigation;
@import PageNavigationObjectiveC;

NS_ASSUME_NONNULL_BEGIN

/// A page without a bar, as `fd_prefersNavigationBarHidden = YES` made it.
@interface FDStyleCoverViewController : UIViewController
@end

@implementation FDStyleCoverViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // fd_prefersNavigationBarHidden (never inherited; swipe-back keeps working)
    self.pageNavigation.barHidden = @YES;
    // fd_interactivePopMaxAllowedInitialDistanceToLeftEdge: 0 still means no limit.
    self.pageNavigation.popGestureMaximumStartDistance = 40;
    // A list whose rows have leading swipe actions (UICollectionLayoutListConfiguration): its swipes are its own.
    UICollectionView *list = [[UICollectionView alloc] initWithFrame:CGRectZero
                                                collectionViewLayout:[UICollectionViewFlowLayout new]];
    self.pageNavigation.swipeActionViews = @[ list ];
    // Swipe-back callbacks: began, cancelled, finished (and progress, below).
    self.pageNavigation.popGestureBegan = ^{ NSLog(@"swipe began"); };
    self.pageNavigation.popGestureCancelled = ^{ NSLog(@"swipe cancelled"); };
    self.pageNavigation.popGestureFinished = ^{ NSLog(@"swipe finished"); };
    // GKNavigationBarSwift-style: progress for both directions, a push from anywhere that finishes at 30%.
    self.pageNavigation.popGestureProgress = ^(CGFloat progress) { NSLog(@"swipe at %f", progress); };
    self.pageNavigation.pushGestureFinished = ^{ NSLog(@"pushed"); };
    self.pageNavigation.pushGestureFullScreen = @YES;
    self.pageNavigation.pushFinishProgress = @0.3;
    // The thresholds of the library's own swipes, per page; nil for the app default.
    self.pageNavigation.finishProgress = @0.33;
    self.pageNavigation.finishVelocity = nil;
    // A page of a presented stack hears that the user dismissed it (pull-down, or the root's swipe-back).
    self.pageNavigation.dismissed = ^{ NSLog(@"dismissed"); };
}

@end

/// A page whose swipe-back is off, as `fd_interactivePopDisabled = YES` made it.
@interface FDStylePlayerViewController : UIViewController
@end

@implementation FDStylePlayerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // fd_interactivePopDisabled (the back button still works)
    self.pageNavigation.popGesture = PageNavigationPopGestureDisabled;
    NSLog(@"%ld %f", (long)self.pageNavigation.popGesture, self.pageNavigation.popGestureMaximumStartDistance);
}

@end

/// The app delegate: FDFullscreenPopGesture's app-wide full-screen swipe-back, set once at launch.
@interface FDStyleAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation FDStyleAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary *)launchOptions {
    // Step 2 of the guide: the app-wide default, before creating controllers.
    PageNavigationConfiguration *shared = PageNavigationConfiguration.sharedConfiguration;
    shared.popGesture = PageNavigationPopGestureFullScreen;
    shared.popGestureMaximumStartDistance = 0;   // no limit
    shared.edgeWidth = 20;
    shared.transitionDuration = 0.35;
    shared.finishProgress = 0.5;
    shared.finishVelocity = 500;
    shared.rootSwipeDismisses = YES;   // a swipe-back on a presented root dismisses, through its handler
    shared.backKeyCommandTitle = NSLocalizedString(@"Back", nil);
    return YES;
}

@end

/// The scene delegate: a PageNavigationController where FDFullscreenPopGesture's swizzled one was.
@interface FDStyleSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

@implementation FDStyleSceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:UIWindowScene.class]) { return; }
    // Step 1: PageNavigationController wherever these gestures are wanted.
    PageNavigationController *navigation = [[PageNavigationController alloc] initWithRootViewController:[FDStyleCoverViewController new]];
    // fd_fullscreenPopGestureRecognizer: no public recognizer of the library's own; UIKit's stays.
    UIGestureRecognizer *edge = navigation.interactivePopGestureRecognizer;
    NSLog(@"%@", edge);
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];
    [navigation pushViewController:[FDStylePlayerViewController new] animated:NO completion:nil];
}

@end

NS_ASSUME_NONNULL_END
