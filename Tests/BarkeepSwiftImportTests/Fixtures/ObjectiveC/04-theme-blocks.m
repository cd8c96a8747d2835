// Theme.m: a theme with a dispatch_once block, a dynamic colour, a macro, C helpers and casts.
#import <UIKit/UIKit.h>
#import "Theme.h"

typedef NS_ENUM(NSInteger, ThemeStyle) {
    ThemeStyleLight,
    ThemeStyleDark,
};

#define kBarHeight 44

static UIColor *ThemeAccent(void) {
    return [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
        return traits.userInterfaceStyle == UIUserInterfaceStyleDark ? [UIColor colorWithRed:(CGFloat)1 green:0.8 blue:0.2 alpha:1] : [UIColor colorWithRed:0.8 green:0.4 blue:0 alpha:1];
    }];
}

@implementation Theme

+ (void)install {
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
        [appearance configureWithDefaultBackground];
        appearance.titleTextAttributes = @{NSForegroundColorAttributeName: ThemeAccent(), NSKernAttributeName: @(0.5)};
        UIBarButtonItemAppearance *buttons = [[UIBarButtonItemAppearance alloc] init];
        buttons.normal.titleTextAttributes = @{NSForegroundColorAttributeName: ThemeAccent()};
        appearance.buttonAppearance = buttons;
        appearance.backgroundImage = nil;
        [UINavigationBar appearance].standardAppearance = appearance;
        [UINavigationBar appearance].scrollEdgeAppearance = appearance;
        [UINavigationBar appearance].compactScrollEdgeAppearance = appearance;
    });
}

@end
