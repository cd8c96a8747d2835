//
//  BrandBars.m
//  The iOS 12 look kept on iOS 12, appearance objects from iOS 13: the twin of
//  05-legacy-values.swift.txt.
//

#import <UIKit/UIKit.h>

@interface BrandBars : NSObject
+ (void)install;
@end

@implementation BrandBars

+ (void)install {
    UIColor *ink = [UIColor colorWithRed:0.1 green:0.1 blue:0.18 alpha:1];
    if (@available(iOS 13.0, *)) {
        UINavigationBarAppearance *navigation = [[UINavigationBarAppearance alloc] init];
        [navigation configureWithOpaqueBackground];
        navigation.backgroundColor = [UIColor colorWithRed:0.2 green:0.4 blue:0.8 alpha:1];
        navigation.titleTextAttributes = @{
            NSForegroundColorAttributeName: [UIColor whiteColor],
            NSFontAttributeName: [UIFont systemFontOfSize:17 weight:UIFontWeightSemibold],
        };
        navigation.buttonAppearance.normal.titleTextAttributes = @{NSForegroundColorAttributeName: UIColor.whiteColor};
        [UINavigationBar appearance].standardAppearance = navigation;
        [UINavigationBar appearance].scrollEdgeAppearance = navigation;

        UITabBarAppearance *tabs = [UITabBarAppearance new];
        [tabs configureWithOpaqueBackground];
        tabs.stackedLayoutAppearance.selected.iconColor = [UIColor systemBlueColor];
        [UITabBar appearance].standardAppearance = tabs;
    } else {
        [[UINavigationBar appearance] setBarTintColor:ink];
        [[UINavigationBar appearance] setTranslucent:NO];
        [[UINavigationBar appearance] setTitleTextAttributes:@{
            NSForegroundColorAttributeName: [UIColor whiteColor],
            NSFontAttributeName: [UIFont fontWithName:@"AvenirNext-DemiBold" size:18],
        }];
        [[UINavigationBar appearance] setShadowImage:[UIImage new]];
        [[UINavigationBar appearance] setBackgroundImage:[UIImage imageNamed:@"NavBar"] forBarMetrics:UIBarMetricsDefault];
        [[UIBarButtonItem appearanceWhenContainedInInstancesOfClasses:@[[UINavigationBar class]]]
            setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor yellowColor]}
                          forState:UIControlStateNormal];
        [[UITabBar appearance] setTintColor:[UIColor orangeColor]];
        [[UITabBar appearance] setTranslucent:NO];
        [[UITabBarItem appearance] setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor orangeColor]}
                                                 forState:UIControlStateSelected];
    }
}

@end
