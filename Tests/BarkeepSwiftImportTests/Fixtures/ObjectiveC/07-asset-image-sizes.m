//
//  BarIcons.m
//  The twin of 07-asset-image-sizes.swift.txt: bar images drawn again at a size.
//

#import <UIKit/UIKit.h>

@interface BarIcons : NSObject
+ (void)apply;
@end

@implementation BarIcons

+ (UIImage *)resized:(UIImage *)image to:(CGSize)size {
    UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithSize:size];
    return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
        [image drawInRect:CGRectMake(0, 0, size.width, size.height)];
    }];
}

+ (void)apply {
    UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
    [appearance configureWithOpaqueBackground];
    UIImage *back = [self resized:[UIImage imageNamed:@"Back"] to:CGSizeMake(24, 24)];
    [appearance setBackIndicatorImage:back transitionMaskImage:back];
    UIGraphicsImageRenderer *hairlineRenderer = [[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(1, 0.5)];
    appearance.shadowImage = [hairlineRenderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
        [[UIImage imageNamed:@"Hairline"] drawInRect:CGRectMake(0, 0, 1, 0.5)];
    }];
    UIGraphicsImageRenderer *barRenderer = [[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(320, 44)];
    appearance.backgroundImage = [barRenderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
        [[UIImage imageNamed:@"Bar"] drawAtPoint:CGPointZero blendMode:kCGBlendModeNormal alpha:0.8];
    }];
    [UINavigationBar appearance].standardAppearance = appearance;
}

@end
