// An Objective-C page written against the selectors the glossary (CONTRIBUTING.md, "One word per idea")
// retired: each must keep working. The header marks them deprecated; this file silences that warning
// on purpose, so that scripts/check-ios (which fails on any other warning) proves they still compile.
@import UIKit;
@import PageNavigation;
@import PageNavigationObjectiveC;

NS_ASSUME_NONNULL_BEGIN

@interface FormerNamesViewController : UIViewController
@end

@implementation FormerNamesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    self.pageNavigation.swipeBackBegan = ^{ NSLog(@"swipe began"); };
    self.pageNavigation.swipeBackProgress = ^(CGFloat progress) { NSLog(@"swipe at %f", progress); };
    self.pageNavigation.swipeBackCancelled = ^{ NSLog(@"swipe cancelled"); };
    self.pageNavigation.swipeBackFinished = ^{ NSLog(@"swipe finished"); };
    self.pageNavigation.swipeForwardBegan = ^{ NSLog(@"push began"); };
    self.pageNavigation.swipeForwardProgress = ^(CGFloat progress) { NSLog(@"push at %f", progress); };
    self.pageNavigation.swipeForwardCancelled = ^{ NSLog(@"push cancelled"); };
    self.pageNavigation.swipeForwardFinished = ^{ NSLog(@"pushed"); };
#pragma clang diagnostic pop
}

@end

NS_ASSUME_NONNULL_END
