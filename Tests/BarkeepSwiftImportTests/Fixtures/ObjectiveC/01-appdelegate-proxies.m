//
//  AppDelegate.m
//  An app delegate styling the bars through appearance proxies, with the iOS 13 appearance objects
//  under @available and the legacy proxy setters in the else branch.
//

#import "AppDelegate.h"
#import <UIKit/UIKit.h>

#define BRAND_HEX 0x1E88E5 /* a macro the import steps over */
#define BRAND_COLOR [UIColor colorWithRed:30.0/255.0 \
                                    green:136.0/255.0 \
                                     blue:229.0/255.0 \
                                    alpha:1.0]

@interface AppDelegate () <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
- (void)styleBars;
@end

@implementation AppDelegate

#pragma mark - UIApplicationDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [self styleBars];
    return YES;
}

#pragma mark - Styling

- (void)styleBars {
    UIColor *brand = [UIColor colorWithRed:30.0f / 255.0f green:136.0f / 255.0f blue:229.0f / 255.0f alpha:1.0f];
    UIColor *ink = [UIColor colorWithWhite:0.1 alpha:1];
    UIFont *titleFont = [UIFont systemFontOfSize:(CGFloat)17 weight:UIFontWeightSemibold];
    if (@available(iOS 13.0, *)) {
        UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
        [appearance configureWithOpaqueBackground];
        appearance.backgroundColor = brand;
        appearance.shadowColor = [UIColor clearColor];
        appearance.titleTextAttributes = @{NSForegroundColorAttributeName: UIColor.whiteColor, NSFontAttributeName: titleFont};
        appearance.largeTitleTextAttributes = @{
            NSForegroundColorAttributeName: [UIColor whiteColor],
            NSFontAttributeName: [UIFont boldSystemFontOfSize:34],
        };
        [UINavigationBar appearance].standardAppearance = appearance;
        [[UINavigationBar appearance] setScrollEdgeAppearance:appearance];
    } else {
        [[UINavigationBar appearance] setBarTintColor:brand];
        [[UINavigationBar appearance] setTranslucent:NO];
        [[UINavigationBar appearance] setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor whiteColor]}];
        [[UINavigationBar appearance] setShadowImage:[UIImage new]];
        [[UINavigationBar appearance] setBackgroundImage:[UIImage new] forBarMetrics:UIBarMetricsDefault];
    }
    [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];

    UINavigationBar *searchBarProxy = [UINavigationBar appearanceWhenContainedInInstancesOfClasses:@[[UISearchController class]]];
    searchBarProxy.tintColor = ink;
    [[UITabBar appearance] setTintColor:UIColor.systemBlueColor];
}

@end
