// An RTRootNavigationController-style flow in Objective-C, moved to PageNavigation: every row of
// MigratingFromRTRootNavigationController.md that has an equivalent, spelled the way that guide shows.
// scripts/check-ios compiles this file for iOS against the generated PageNavigation-Swift.h and
// PageNavigationObjectiveC-Swift.h.
@import UIKit;
@import PageNavigation;
@import PageNavigationObjectiveC;

NS_ASSUME_NONNULL_BEGIN

@interface RTStyleHomeViewController : UIViewController
@end
@implementation RTStyleHomeViewController
@end

@interface RTStyleLoginViewController : UIViewController
@end
@implementation RTStyleLoginViewController
@end

@interface RTStyleBindPhoneViewController : UIViewController
@end
@implementation RTStyleBindPhoneViewController
@end

/// A page with its own bar settings, as it had with RTRootNavigationController's per-page bars.
@interface RTStyleDetailViewController : UIViewController
@end

@implementation RTStyleDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // rt_disableInteractivePop
    self.pageNavigation.popGesture = PageNavigationPopGestureDisabled;
    // setNavigationBarHidden:animated: on the page's own navigation controller: the page's bar.
    [self.pageNavigation updateAnimated:YES changes:^(PageNavigationOptions *page) {
        page.barHidden = @YES;
    }];
    // customBackItemWithTarget:action:, rt_customBackItemWithTarget:action: — an item of your own that
    // goes through the page's back handler.
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Close" style:UIBarButtonItemStylePlain
                                                                            target:self action:@selector(close)];
    // rt_navigationBarClass: a bar view of the page's own (the system bar hides for the page).
    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 100)];
    self.pageNavigation.customBar = bar;
    // The Push subspec: a swipe from the trailing edge pushes the next page.
    self.pageNavigation.nextPage = ^UIViewController * { return [RTStyleBindPhoneViewController new]; };
    self.pageNavigation.tag = @"detail";
    // Ask before leaving; the alert goes away by itself when the question closes unanswered (a deep link
    // or a collapsing split view took the page away while it asked).
    __weak typeof(self) weakSelf = self;
    [self.pageNavigation setBackHandlerToConfirm:^(void (^decision)(BOOL leave)) {
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Leave?" message:nil
                                                                preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:@"Leave" style:UIAlertActionStyleDestructive
                                                handler:^(UIAlertAction *action) { decision(YES); }]];
        [alert addAction:[UIAlertAction actionWithTitle:@"Stay" style:UIAlertActionStyleCancel
                                                handler:^(UIAlertAction *action) { decision(NO); }]];
        [weakSelf presentViewController:alert animated:YES completion:nil];
    } cancelled:^{
        [weakSelf.presentedViewController dismissViewControllerAnimated:YES completion:nil];
    }];
}

- (void)close {
    // rt_navigationController: UIKit's navigationController is the real controller.
    PageNavigationController *navigation = (PageNavigationController *)self.navigationController;
    if (navigation != self.pageNavigationController) { return; }
    [navigation requestBack];
}

@end

/// RTRootNavigationController → PageNavigationController, and the operations with completion blocks.
@interface RTStyleFlow : NSObject <UINavigationControllerDelegate>
@property (nonatomic, strong) PageNavigationController *navigation;
@end

@implementation RTStyleFlow

- (instancetype)init {
    if ((self = [super init])) {
        // transferNavigationBarAttributes, useSystemBackBarButtonItem: an app-wide configuration.
        PageNavigationConfiguration *configuration = [[PageNavigationConfiguration alloc] init];
        configuration.inheritance = PageNavigationInheritanceInherit;
        configuration.defaultBarBackgroundColor = UIColor.systemBackgroundColor;
        configuration.defaultBarTintColor = UIColor.systemBlueColor;
        configuration.defaultBarTitleColor = UIColor.labelColor;
        configuration.backButtonImage = [UIImage systemImageNamed:@"chevron.backward"];
        configuration.backButtonTitle = nil;   // the system's choice
        // initWithRootViewControllerNoWrapping:
        _navigation = [[PageNavigationController alloc] initWithRootViewController:[RTStyleHomeViewController new]
                                                                     configuration:configuration];
        // setDelegate: — your own delegate, called as UIKit calls its delegate.
        _navigation.delegate = self;
        // rt_visibleViewController, rt_topViewController, rt_viewControllers: UIKit's own.
        NSLog(@"%@ %@ %@", _navigation.visibleViewController, _navigation.topViewController, _navigation.viewControllers);
    }
    return self;
}

/// pushViewController:animated:complete:
- (void)showDetail {
    [self.navigation pushViewController:[RTStyleDetailViewController new] animated:YES completion:^{
        NSLog(@"the detail page is on top");
    }];
    [self.navigation pushViewController:[RTStyleDetailViewController new] animated:YES completion:nil failure:^(NSError *error) {
        NSLog(@"refused: %@ (%@ %ld)", error.localizedDescription, error.domain, (long)error.code);
    }];
}

/// Push and remove in one transition: replace the login page with the bind-phone page.
- (void)replaceLogin {
    [self.navigation pushViewController:[RTStyleBindPhoneViewController new]
                               removing:@[[PageNavigationTarget targetWithClass:RTStyleLoginViewController.class]]
                        removingCurrent:YES
                               animated:YES
                             completion:nil
                                failure:nil];
}

/// popViewControllerAnimated:complete:, popToViewController:animated:complete:,
/// popToRootViewControllerAnimated:complete:
- (void)goBackTo:(UIViewController *)page {
    [self.navigation popViewControllerAnimated:YES completion:^{ NSLog(@"popped"); } failure:^(NSError *error) {
        if (error.code == PageNavigationErrorCodeCannotPopRoot && [error.domain isEqualToString:PageNavigationController.errorDomain]) {
            NSLog(@"already at the root");
        }
    }];
    [self.navigation popToViewController:page animated:YES completion:nil failure:nil];
    [self.navigation popToViewControllerOfClass:RTStyleHomeViewController.class fallback:PageNavigationPopFallbackPop
                                       animated:YES completion:nil];
    [self.navigation popToViewControllerWithTag:@"detail" fallback:PageNavigationPopFallbackNone animated:YES completion:nil];
    [self.navigation popToTarget:[PageNavigationTarget targetWithTag:@"detail"] fallback:PageNavigationPopFallbackNone
                        animated:NO completion:nil failure:nil];
    [self.navigation popToRootViewControllerAnimated:YES completion:nil failure:nil];
}

/// removeViewController:, removeViewController:animated:
- (void)removePages:(UIViewController *)page {
    [self.navigation removeViewController:page completion:nil failure:^(NSError *error) {
        NSLog(@"%@", error.localizedDescription);
    }];
    [self.navigation removeTargets:@[[PageNavigationTarget targetWithViewController:page],
                                     [PageNavigationTarget targetWithClass:RTStyleLoginViewController.class],
                                     [PageNavigationTarget targetWithTag:@"checkout"]]
                        completion:nil failure:nil];
    // A base class and every subclass of it.
    [self.navigation removeTargets:@[[PageNavigationTarget targetWithClass:UITableViewController.class
                                                       includingSubclasses:YES]]
                        completion:nil failure:nil];
    // An animated change of the stack.
    NSMutableArray<UIViewController *> *stack = [self.navigation.viewControllers mutableCopy];
    [stack removeObject:page];
    [self.navigation setViewControllers:stack animated:YES completion:nil failure:nil];
}

/// Going back to a page chosen from the back button's menu, through the top page's handler.
- (void)chooseBackTo:(UIViewController *)page {
    PageNavigationBackRequestResult result = [self.navigation requestBackToViewController:page];
    NSLog(@"%ld", (long)result);
}

/// rt_animatedTransitioning, rt_interactiveTransitioning: your delegate's own animators. A delegate that
/// implements these switches UIKit's swipe-back recognizers off; the library's pan carries swipe-back then.
- (nullable id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
                                           animationControllerForOperation:(UINavigationControllerOperation)operation
                                                        fromViewController:(UIViewController *)fromVC
                                                          toViewController:(UIViewController *)toVC {
    return nil;
}

- (nullable id<UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController
                                   interactionControllerForAnimationController:(id<UIViewControllerAnimatedTransitioning>)animationController {
    return nil;
}

/// A bar class for the whole controller.
+ (PageNavigationController *)controllerWithOwnBar {
    PageNavigationController *navigation = [[PageNavigationController alloc] initWithNavigationBarClass:PageNavigationBar.class
                                                                                          toolbarClass:nil];
    [navigation setViewControllers:@[[RTStyleHomeViewController new]] animated:NO completion:nil failure:nil];
    return navigation;
}

@end

NS_ASSUME_NONNULL_END
