// An HBDNavigationBar-style app in Objective-C, moved to PageNavigation: every row of
// MigratingFromHBDNavigationBar.md that has an equivalent, spelled the way that guide shows.
// scripts/check-ios compiles this file for iOS against the generated PageNavigation-Swift.h and
// PageNavigationObjectiveC-Swift.h.
@import UIKit;
@import WebKit;
@import PageNavigation;
@import PageNavigationObjectiveC;

NS_ASSUME_NONNULL_BEGIN

/// A page that styles its bar, as it did with `hbd_` properties.
@interface HBDStyleProfileViewController : UIViewController
@property (nonatomic) BOOL hasUnsavedChanges;
@end

@implementation HBDStyleProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    PageNavigationOptions *page = self.pageNavigation;
    // hbd_barStyle, hbd_blackBarStyle: colours instead of a bar style.
    // hbd_barTintColor
    page.barBackgroundColor = UIColor.blackColor;
    // hbd_tintColor
    page.barTintColor = UIColor.whiteColor;
    // hbd_titleTextAttributes: the title's colour and font.
    page.barTitleColor = UIColor.whiteColor;
    page.barTitleFont = [UIFont boldSystemFontOfSize:17];
    page.barLargeTitleColor = UIColor.whiteColor;
    page.barLargeTitleFont = [UIFont boldSystemFontOfSize:34];
    // hbd_barImage
    page.barBackgroundImage = [UIImage systemImageNamed:@"square.fill"];
    page.barBackgroundEffectStyle = @(UIBlurEffectStyleSystemUltraThinMaterial);
    // hbd_barShadowHidden
    page.barShadowHidden = @YES;
    // GKNavigationBar's gk_navShadowColor and gk_backImage, per page
    page.barShadowColor = UIColor.systemOrangeColor;
    page.barBackButtonImage = [UIImage systemImageNamed:@"arrow.left"];
    // hbd_barAlpha (never inherited)
    page.barAlpha = @1.0;
    // hbd_barHidden (never inherited)
    page.barHidden = @NO;
    page.barStatusBarStyle = UIStatusBarStyleLightContent;
    [page setBarItemMarginsLeading:@8 trailing:nil];
    // iOS 26: a hard scroll edge effect under the bar, bar buttons without the shared glass.
    page.barEdgeEffect = PageNavigationEdgeEffectHard;
    page.barItemsHideSharedBackground = @YES;
    // hbd_swipeBackEnabled = NO
    page.popGesture = PageNavigationPopGestureDisabled;
    page.popGesture = PageNavigationPopGestureUnset;   // back to the app default
    // hbd_backInteractive, navigationBar:shouldPopItem: — ask first, asynchronously.
    __weak typeof(self) weakSelf = self;
    [page setBackHandlerToConfirm:^(void (^decision)(BOOL leave)) {
        HBDStyleProfileViewController *strongSelf = weakSelf;
        if (strongSelf == nil || !strongSelf.hasUnsavedChanges) { decision(YES); return; }
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Discard changes?" message:nil
                                                                preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:@"Discard" style:UIAlertActionStyleDestructive
                                                handler:^(UIAlertAction *action) { decision(YES); }]];
        [alert addAction:[UIAlertAction actionWithTitle:@"Keep Editing" style:UIAlertActionStyleCancel
                                                handler:^(UIAlertAction *action) { decision(NO); }]];
        [strongSelf presentViewController:alert animated:YES completion:nil];
    }];
    // hbd_clickBackEnabled = NO: hide only the button; swipe-back keeps working.
    self.navigationItem.hidesBackButton = NO;
}

/// hbd_barAlpha driven by scrolling, and hbd_setNeedsUpdateNavigationBar: a batch update.
- (void)fadeBarForOffset:(CGFloat)offset {
    [self.pageNavigation updateAnimated:NO changes:^(PageNavigationOptions *page) {
        page.barAlpha = @(MIN(MAX(offset / 100.0, 0.0), 1.0));
        page.barShadowHidden = offset < 100 ? @YES : @NO;
    }];
}

/// hbd_setContentHidden:, or hiding the bar with an animation.
- (void)setBarHidden:(BOOL)hidden {
    [self.pageNavigation updateAnimated:YES changes:^(PageNavigationOptions *page) {
        page.barHidden = @(hidden);
    }];
}

/// hbd_computedBarTintColor, hbd_computedBarShadowAlpha: the look the controller resolved.
- (void)logResolvedLook {
    PageNavigationOptions *page = self.pageNavigation;
    NSLog(@"background %@ tint %@ title %@ alpha %@ shadow hidden %@ hidden %@", page.resolvedBarBackgroundColor,
          page.resolvedBarTintColor, page.resolvedBarTitleColor, page.resolvedBarAlpha, page.resolvedBarShadowHidden,
          page.resolvedBarHidden);
}

/// Unset fields: nil for objects and numbers; items margins and the back handler have their own.
- (void)resetLook {
    PageNavigationOptions *page = self.pageNavigation;
    page.barBackgroundColor = nil;
    page.barTintColor = nil;
    page.barTitleColor = nil;
    page.barTitleFont = nil;
    page.barBackgroundImage = nil;
    page.barBackgroundEffectStyle = nil;
    page.barShadowHidden = nil;
    page.barAlpha = nil;
    page.barHidden = nil;
    page.barStatusBarStyle = UIStatusBarStyleDefault;
    [page clearBarItemMargins];
    [page setBackHandlerToPop];
    NSLog(@"margins %@ %@ handler %ld", page.barLeadingItemMargin, page.barTrailingItemMargin, (long)page.backHandler);
}

@end

/// A page that refuses back (hbd_backInteractive returning NO), with a button of its own that goes
/// through the handler (requestBack).
@interface HBDStyleLockedViewController : UIViewController
@end

@implementation HBDStyleLockedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.pageNavigation setBackHandlerToDeny];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back" style:UIBarButtonItemStylePlain
                                                                            target:self action:@selector(back)];
}

- (void)back {
    PageNavigationController *navigation = self.pageNavigationController;
    if ([navigation requestBack] == PageNavigationBackRequestResultRefused) {
        [self dismissViewControllerAnimated:YES completion:nil];
    }
}

@end

/// A web page: back goes back in the web view's history first.
@interface HBDStyleWebViewController : UIViewController
@property (nonatomic, strong) WKWebView *webView;
@end

@implementation HBDStyleWebViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.webView = [[WKWebView alloc] initWithFrame:self.view.bounds];
    [self.view addSubview:self.webView];
    [self.pageNavigation setBackHandlerToWebHistoryOfWebView:self.webView];
    self.pageNavigation.popGesture = PageNavigationPopGestureFullScreen;   // handleNavigationTransition:
}

@end

/// HBDNavigationController → PageNavigationController, and the redirect methods.
@interface HBDStyleCoordinator : NSObject
@property (nonatomic, strong) PageNavigationController *navigation;
@end

@implementation HBDStyleCoordinator

- (instancetype)init {
    if ((self = [super init])) {
        _navigation = [[PageNavigationController alloc] initWithRootViewController:[HBDStyleProfileViewController new]];
        // backButtonLabel: the back button's title and chevron, app-wide.
        _navigation.configuration.backButtonTitle = @"";
        _navigation.configuration.defaultBarShadowHidden = nil;   // the system's hairline; @YES hides it, @NO shows it
    }
    return self;
}

/// redirectToViewController:animated: — the new page replaces the top page in one transition.
- (void)redirectToViewController:(UIViewController *)page {
    [self.navigation pushViewController:page removing:@[] removingCurrent:YES animated:YES completion:nil
                                failure:^(NSError *error) {
        if (error.code == PageNavigationErrorCodeCannotRemoveRoot) {
            [self.navigation setViewControllers:@[page] animated:YES completion:nil failure:nil];
        }
    }];
}

/// redirectToViewController:target:animated: — drop target and every page above it, then push page.
- (void)redirectToViewController:(UIViewController *)page target:(UIViewController *)target {
    NSArray<UIViewController *> *stack = self.navigation.viewControllers;
    NSUInteger keep = [stack indexOfObject:target];
    if (keep == NSNotFound) { keep = stack.count - 1; }
    NSArray<UIViewController *> *kept = [stack subarrayWithRange:NSMakeRange(0, keep)];
    [self.navigation setViewControllers:[kept arrayByAddingObject:page] animated:YES completion:nil failure:nil];
}

@end

NS_ASSUME_NONNULL_END
