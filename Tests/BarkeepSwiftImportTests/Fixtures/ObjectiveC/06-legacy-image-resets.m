//
//  ChromeReset.m
//  The twin of 06-legacy-image-resets.swift.txt: from iOS 13 the bars' old images are cleared before the
//  appearance objects are assigned.
//

#import <UIKit/UIKit.h>

@interface ChromeReset : NSObject
+ (void)apply;
@end

@implementation ChromeReset

+ (void)apply {
    if (@available(iOS 13.0, *)) {
        [[UINavigationBar appearance] setBackgroundImage:nil forBarMetrics:UIBarMetricsDefault];
        [UINavigationBar appearance].shadowImage = nil;
        UINavigationBarAppearance *navigation = [[UINavigationBarAppearance alloc] init];
        [navigation configureWithDefaultBackground];
        [UINavigationBar appearance].standardAppearance = navigation;

        [[UIToolbar appearance] setShadowImage:nil forToolbarPosition:UIBarPositionBottom];
        [[UIToolbar appearance] setBackgroundImage:nil forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
        UIToolbarAppearance *tools = [UIToolbarAppearance new];
        [tools configureWithOpaqueBackground];
        [UIToolbar appearance].standardAppearance = tools;

        [[UITabBar appearance] setBackgroundImage:nil];
        [[UITabBar appearance] setShadowImage:nil];
        UITabBarAppearance *tabs = [UITabBarAppearance new];
        [tabs configureWithTransparentBackground];
        [UITabBar appearance].standardAppearance = tabs;
    } else {
        [[UIToolbar appearance] setShadowImage:[UIImage new] forToolbarPosition:UIBarPositionAny];
    }
}

@end
