/*
 * TabBarStyler.m: the tab bar and the toolbar, old and new style.
 */
#import <UIKit/UIKit.h>

#pragma mark - Helpers

static UIColor *TabTint(void) {
    return [UIColor systemIndigoColor];
}

static void StyleToolbar(UIToolbar *toolbar) {
    [toolbar setBackgroundImage:[UIImage new] forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
    [toolbar setShadowImage:[UIImage new] forToolbarPosition:UIBarPositionAny];
    toolbar.tintColor = [[UIColor blackColor] colorWithAlphaComponent:0.5];
}

@interface TabBarStyler : NSObject
@end

@implementation TabBarStyler

+ (void)apply {
    if (@available(iOS 15.0, *)) {
        UITabBarAppearance *tabs = [[UITabBarAppearance alloc] init];
        [tabs configureWithOpaqueBackground];
        tabs.backgroundColor = [UIColor colorWithWhite:0.96 alpha:1.0];
        tabs.stackedLayoutAppearance.selected.iconColor = TabTint();
        tabs.stackedLayoutAppearance.normal.titleTextAttributes = @{NSFontAttributeName: [UIFont systemFontOfSize:10 weight:UIFontWeightMedium]};
        [UITabBar appearance].standardAppearance = tabs;
        [UITabBar appearance].scrollEdgeAppearance = tabs;

        UIToolbarAppearance *bottom = [UIToolbarAppearance new];
        [bottom configureWithDefaultBackground];
        bottom.shadowColor = nil;
        [UIToolbar appearance].standardAppearance = bottom;
    } else {
        [[UITabBar appearance] setBarTintColor:[UIColor colorWithWhite:0.96 alpha:1.0]];
        StyleToolbar([UIToolbar appearance]);
    }
    [[UITabBar appearance] setTintColor:TabTint()];
    [[UITabBar appearance] setUnselectedItemTintColor:[UIColor grayColor]];
}

@end
