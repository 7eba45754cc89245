//! The board's pieces as images: each figure painted once for its size into a texture
//! (`widgets::raster`, from the same shapes as `pieces`), then shown as one textured
//! square.
//!
//! Why: drawn as shapes, 32 pieces are some fifty thousand thin triangles in every frame.
//! On a machine without a GPU (Mesa's software renderer) they were half of what a running
//! clock's once-a-second frame cost, and kept the idle window above 2% of a core.

use std::collections::HashMap;

use egui::{Color32, Context, Id, Painter, Rect, TextureHandle, TextureOptions, pos2, vec2};

use super::pieces::{self, PieceStyle};
use crate::makruk::rules::{Color, Role};
use crate::widgets::raster;
use crate::widgets::theme::Contrast;

/// The most images kept: a board's 14 figures at three or four sizes (the board, a piece
/// being dragged, the rules book's diagrams, the size before a window was resized).
const KEPT: usize = 60;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Key {
    style: PieceStyle,
    color: Color,
    role: Role,
    promoted: bool,
    /// The figure's size in physical pixels.
    size_px: u32,
    /// The look's colours the figure is painted in.
    contrast: Contrast,
}

#[derive(Clone, Default)]
struct Sprites {
    images: HashMap<Key, Sprite>,
}

#[derive(Clone)]
struct Sprite {
    texture: TextureHandle,
    /// Where the image's top-left pixel lies from the figure's square's.
    origin: [i32; 2],
    size: [usize; 2],
    /// The frame that last showed it: the oldest goes first when the cache is full.
    used: u64,
}

fn cache_id() -> Id {
    Id::unique("makruk-piece-sprites")
}

/// Paints a piece filling `rect` (a square), as `pieces::shapes` draws it.
pub fn paint(
    painter: &Painter,
    rect: Rect,
    color: Color,
    role: Role,
    promoted: bool,
    style: PieceStyle,
) {
    let ctx = painter.ctx();
    let ppp = ctx.pixels_per_point();
    let size = rect.width().min(rect.height());
    if !(size.is_finite() && size > 0.0) {
        return;
    }
    let size_px = (size * ppp).round().max(1.0) as u32;
    let key = Key {
        style,
        color,
        role,
        promoted,
        size_px,
        contrast: crate::widgets::theme::contrast(),
    };
    let sprite = sprite(ctx, key);
    // Whole pixels, so that each texel lands on one pixel and the image stays sharp.
    let square_px = (rect.center() * ppp - vec2(size_px as f32, size_px as f32) * 0.5).round();
    let min_px = square_px + vec2(sprite.origin[0] as f32, sprite.origin[1] as f32);
    let size = vec2(sprite.size[0] as f32, sprite.size[1] as f32);
    painter.image(
        sprite.texture.id(),
        Rect::from_min_size(min_px / ppp, size / ppp),
        Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        Color32::WHITE,
    );
}

/// The figure's image, from the cache or painted now.
fn sprite(ctx: &Context, key: Key) -> Sprite {
    let frame = ctx.cumulative_frame_nr();
    let kept = ctx.data_mut(|d| {
        let sprites = d.get_temp_mut_or_default::<Sprites>(cache_id());
        sprites.images.get_mut(&key).map(|sprite| {
            sprite.used = frame;
            sprite.clone()
        })
    });
    if let Some(sprite) = kept {
        return sprite;
    }
    let raster = raster(key);
    let sprite = Sprite {
        size: raster.image.size,
        origin: raster.origin,
        texture: ctx.load_texture(
            format!("makruk-{key:?}"),
            raster.image,
            TextureOptions::LINEAR,
        ),
        used: frame,
    };
    ctx.data_mut(|d| {
        let sprites = d.get_temp_mut_or_default::<Sprites>(cache_id());
        if sprites.images.len() >= KEPT
            && let Some(oldest) = sprites
                .images
                .iter()
                .min_by_key(|(_, sprite)| sprite.used)
                .map(|(k, _)| *k)
        {
            sprites.images.remove(&oldest);
        }
        sprites.images.insert(key, sprite.clone());
    });
    sprite
}

/// The figure painted with its square's top-left corner at the origin.
fn raster(key: Key) -> raster::Raster {
    let side = key.size_px as f32;
    let square = Rect::from_min_size(pos2(0.0, 0.0), vec2(side, side));
    raster::paint_shapes(pieces::shapes(
        square,
        key.color,
        key.role,
        key.promoted,
        key.style,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_key(size_px: u32) -> Vec<Key> {
        let mut keys = Vec::new();
        for style in [PieceStyle::Thai, PieceStyle::Western] {
            for color in [Color::White, Color::Black] {
                for role in Role::ALL {
                    for promoted in [false, true] {
                        keys.push(Key {
                            style,
                            color,
                            role,
                            promoted,
                            size_px,
                            contrast: Contrast::Standard,
                        });
                    }
                }
            }
        }
        keys
    }

    #[test]
    fn every_figure_is_painted_whole_and_solid() {
        for size_px in [24, 67, 120] {
            for key in every_key(size_px) {
                let raster = raster(key);
                let [width, height] = raster.image.size;
                // Within its square, but for the outline's sharp corners.
                let side = size_px as i32;
                let reach = side / 6 + 2;
                assert!(
                    raster.origin[0] >= -reach && raster.origin[1] >= -reach,
                    "{key:?}"
                );
                assert!(width as i32 <= side + 2 * reach && height as i32 <= side + 2 * reach);
                let inked = raster.image.pixels.iter().filter(|c| c.a() == 255).count();
                assert!(
                    inked * 12 > side as usize * side as usize,
                    "{key:?}: only {inked} opaque pixels"
                );
            }
        }
    }

    fn frame(ctx: &Context, paint_all: impl Fn(&Painter)) {
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| paint_all(ui.painter()));
        // No renderer takes the new images in a test.
        out.textures_delta.clear();
    }

    fn kept(ctx: &Context) -> usize {
        ctx.data_mut(|d| {
            d.get_temp_mut_or_default::<Sprites>(cache_id())
                .images
                .len()
        })
    }

    #[test]
    fn a_figure_is_painted_once_for_its_size_and_the_cache_stays_small() {
        let ctx = Context::default();
        let square = |side: f32| Rect::from_min_size(pos2(10.3, 20.7), vec2(side, side));
        let thai = PieceStyle::Thai;
        for _ in 0..3 {
            frame(&ctx, |p| {
                paint(p, square(60.0), Color::White, Role::Khun, false, thai);
                paint(p, square(60.0), Color::White, Role::Khun, false, thai);
                paint(p, square(60.0), Color::Black, Role::Ma, false, thai);
            });
        }
        assert_eq!(kept(&ctx), 2);
        // A window dragged through a hundred sizes keeps only the newest images.
        for side in 0..100 {
            frame(&ctx, |p| {
                paint(
                    p,
                    square(20.0 + side as f32),
                    Color::White,
                    Role::Bia,
                    false,
                    thai,
                )
            });
        }
        assert_eq!(kept(&ctx), KEPT);
    }

    #[test]
    fn a_piece_lands_on_whole_pixels() {
        let ctx = Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let rect = Rect::from_min_size(pos2(10.3, 20.7), vec2(61.4, 61.4));
            paint(
                ui.painter(),
                rect,
                Color::White,
                Role::Ruea,
                false,
                PieceStyle::Thai,
            );
        });
        out.textures_delta.clear();
        let images: Vec<Rect> = out
            .shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Mesh(mesh) => Some(mesh.calc_bounds()),
                _ => None,
            })
            .collect();
        assert_eq!(images.len(), 1, "{:?}", out.shapes);
        let r = images[0];
        for v in [r.min.x, r.min.y, r.max.x, r.max.y] {
            assert_eq!(v, v.round(), "{r:?}");
        }
    }
}
