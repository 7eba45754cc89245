//! egui's own triangles painted into an image on the CPU.
//!
//! A figure made of many small convex parts (a Makruk piece: a dozen polygons, each with
//! an outline and an anti-aliased edge) becomes thousands of thin triangles. A software
//! renderer (Mesa's llvmpipe, which a machine without a GPU uses) pays for each of them
//! in every frame, and a running clock repaints the whole window once a second: the
//! pieces were half of that frame's cost. Painted once into an image and shown as one
//! textured square, a piece costs two triangles, and looks the same, since the same
//! tessellator made its triangles.
//!
//! The blend is the one egui's painters use: colours are premultiplied sRGBA, blended in
//! gamma space as `src + dst × (1 − src.a)`, with vertex colours interpolated in gamma
//! space. Only untextured meshes are painted (every vertex at the font atlas's white
//! texel): shapes, not text.

use egui::epaint::{Mesh, Shape, TessellationOptions, Tessellator};
use egui::{Color32, ColorImage, Pos2};

/// Shapes painted into an image just large enough to hold them.
pub struct Raster {
    pub image: ColorImage,
    /// Where the image's top-left pixel lies, in the shapes' coordinates.
    pub origin: [i32; 2],
}

impl Raster {
    /// The pixel at (x, y) in the shapes' coordinates; transparent outside the image.
    pub fn at(&self, x: i32, y: i32) -> Color32 {
        let (x, y) = (x - self.origin[0], y - self.origin[1]);
        let [width, height] = self.image.size;
        if x < 0 || y < 0 || x as usize >= width || y as usize >= height {
            return Color32::TRANSPARENT;
        }
        self.image.pixels[y as usize * width + x as usize]
    }
}

/// Tessellates `shapes`, given in pixels, as egui would at one pixel a point, and paints
/// them into an image of whole pixels that holds every triangle (a sharp corner's
/// outline reaches well beyond the corner).
pub fn paint_shapes(shapes: Vec<Shape>) -> Raster {
    // The font texture's size matters only for text, which these shapes have none of.
    let mut tessellator = Tessellator::new(1.0, TessellationOptions::default(), [1, 1], vec![]);
    let mut mesh = Mesh::default();
    for shape in shapes {
        tessellator.tessellate_shape(shape, &mut mesh);
    }
    // Finite corners only: a shape at NaN paints nothing rather than an endless image.
    let bounds = mesh
        .vertices
        .iter()
        .map(|v| v.pos)
        .filter(|p| p.x.is_finite() && p.y.is_finite())
        .fold(egui::Rect::NOTHING, |r, p| {
            r.union(egui::Rect::from_min_max(p, p))
        });
    if !bounds.is_positive() {
        return Raster {
            image: ColorImage::new([0, 0], Vec::new()),
            origin: [0, 0],
        };
    }
    let origin = [bounds.min.x.floor() as i32, bounds.min.y.floor() as i32];
    let size = [
        (bounds.max.x.ceil() as i32 - origin[0]) as usize,
        (bounds.max.y.ceil() as i32 - origin[1]) as usize,
    ];
    let shift = egui::vec2(-origin[0] as f32, -origin[1] as f32);
    mesh.translate(shift);
    Raster {
        image: paint_mesh(&mesh, size),
        origin,
    }
}

/// Paints `mesh`'s triangles, in order, over a transparent image of `size` pixels whose
/// top-left corner is the mesh's origin.
fn paint_mesh(mesh: &Mesh, size: [usize; 2]) -> ColorImage {
    let [width, height] = size;
    let mut canvas = vec![[0.0f32; 4]; width * height];
    for tri in mesh.indices.chunks_exact(3) {
        let corner = |i: u32| {
            let v = &mesh.vertices[i as usize];
            (v.pos, rgba(v.color))
        };
        paint_triangle(
            &mut canvas,
            size,
            [corner(tri[0]), corner(tri[1]), corner(tri[2])],
        );
    }
    let pixels = canvas
        .iter()
        .map(|&[r, g, b, a]| {
            let byte = |c: f32| (c.clamp(0.0, 1.0) * 255.0).round() as u8;
            Color32::from_rgba_premultiplied(byte(r), byte(g), byte(b), byte(a))
        })
        .collect();
    ColorImage::new(size, pixels)
}

fn rgba(c: Color32) -> [f32; 4] {
    let [r, g, b, a] = c.to_array();
    [r, g, b, a].map(|x| x as f32 / 255.0)
}

/// Twice the signed area of (a, b, p): which side of the line a→b the point p is on.
fn edge(a: Pos2, b: Pos2, p: Pos2) -> f32 {
    (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
}

/// Whether a pixel centre lying exactly on the edge a→b belongs to this triangle: the
/// "top-left" rule of GPUs, so that a pixel on an edge two triangles share is painted by
/// exactly one of them (painted twice, a half-transparent edge would show a seam).
/// `positive` says which way round the triangle winds.
fn owns_edge(a: Pos2, b: Pos2, positive: bool) -> bool {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let (dx, dy) = if positive { (dx, dy) } else { (-dx, -dy) };
    // With y down and the inside on the positive side: a top edge runs right, a left
    // edge runs up.
    (dy == 0.0 && dx > 0.0) || dy < 0.0
}

fn paint_triangle(canvas: &mut [[f32; 4]], size: [usize; 2], corners: [(Pos2, [f32; 4]); 3]) {
    let [(p0, c0), (p1, c1), (p2, c2)] = corners;
    let area = edge(p0, p1, p2);
    if area == 0.0 || !area.is_finite() {
        return;
    }
    let positive = area > 0.0;
    let [width, height] = size;
    let min_x = p0.x.min(p1.x).min(p2.x).floor().max(0.0) as usize;
    let min_y = p0.y.min(p1.y).min(p2.y).floor().max(0.0) as usize;
    let max_x = (p0.x.max(p1.x).max(p2.x).ceil().max(0.0) as usize).min(width);
    let max_y = (p0.y.max(p1.y).max(p2.y).ceil().max(0.0) as usize).min(height);
    let owns = [
        owns_edge(p1, p2, positive),
        owns_edge(p2, p0, positive),
        owns_edge(p0, p1, positive),
    ];
    for y in min_y..max_y {
        for x in min_x..max_x {
            let p = Pos2::new(x as f32 + 0.5, y as f32 + 0.5);
            let w = [edge(p1, p2, p), edge(p2, p0, p), edge(p0, p1, p)];
            let inside = w.iter().zip(owns).all(|(&w, owned)| {
                let w = if positive { w } else { -w };
                w > 0.0 || (w == 0.0 && owned)
            });
            if !inside {
                continue;
            }
            let [b0, b1, b2] = w.map(|w| w / area);
            let src: [f32; 4] = std::array::from_fn(|i| b0 * c0[i] + b1 * c1[i] + b2 * c2[i]);
            let dst = &mut canvas[y * width + x];
            let keep = 1.0 - src[3];
            for i in 0..4 {
                dst[i] = src[i] + dst[i] * keep;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Rect, Stroke, pos2, vec2};

    #[test]
    fn an_opaque_square_covers_its_pixels_and_no_others() {
        let red = Color32::from_rgb(200, 30, 20);
        let raster = paint_shapes(vec![Shape::rect_filled(
            Rect::from_min_size(pos2(2.0, 2.0), vec2(4.0, 4.0)),
            0.0,
            red,
        )]);
        assert_eq!(raster.at(2, 2), red);
        assert_eq!(raster.at(5, 5), red);
        assert_eq!(raster.at(1, 3), Color32::TRANSPARENT);
        assert_eq!(raster.at(6, 3), Color32::TRANSPARENT);
        // Just large enough: the square and its anti-aliased edge, half a pixel round.
        assert_eq!(raster.origin, [1, 1]);
        assert_eq!(raster.image.size, [6, 6]);
    }

    #[test]
    fn shared_edges_are_painted_once_so_a_fan_shows_no_seam() {
        // A half-transparent polygon is a fan of triangles sharing edges: a pixel painted
        // twice would be darker than its neighbours.
        let ink = Color32::from_black_alpha(100);
        let octagon: Vec<Pos2> = (0..8)
            .map(|i| {
                let a = i as f32 / 8.0 * std::f32::consts::TAU;
                pos2(16.0 + 12.0 * a.cos(), 16.0 + 12.0 * a.sin())
            })
            .collect();
        let raster = paint_shapes(vec![Shape::convex_polygon(octagon, ink, Stroke::NONE)]);
        let inner: Vec<Color32> = (10..22)
            .flat_map(|y| (10..22).map(move |x| (x, y)))
            .map(|(x, y)| raster.at(x, y))
            .collect();
        assert!(inner.iter().all(|&c| c == ink), "{inner:?}");
    }

    #[test]
    fn later_shapes_cover_earlier_ones_and_edges_are_smoothed() {
        let under = Color32::from_rgb(0, 0, 255);
        let over = Color32::from_rgb(255, 255, 0);
        let raster = paint_shapes(vec![
            Shape::rect_filled(
                Rect::from_min_size(pos2(0.0, 0.0), vec2(16.0, 16.0)),
                0.0,
                under,
            ),
            Shape::circle_filled(pos2(8.0, 8.0), 4.5, over),
        ]);
        assert_eq!(raster.at(8, 8), over);
        assert_eq!(raster.at(1, 1), under);
        // On the circle's rim the two blend: neither colour, yet opaque.
        let rim = raster.at(12, 8);
        assert!(rim != over && rim != under && rim.a() == 255, "{rim:?}");
    }

    #[test]
    fn a_sharp_corner_s_outline_is_kept_whole() {
        // An outline's mitre at a sharp corner reaches far past the corner itself.
        let spike = || {
            Shape::convex_polygon(
                vec![pos2(10.0, 10.0), pos2(40.0, 14.0), pos2(10.0, 18.0)],
                Color32::WHITE,
                Stroke::new(3.0, Color32::BLACK),
            )
        };
        let raster = paint_shapes(vec![spike()]);
        assert!((42..60).any(|x| (0..30).any(|y| raster.at(x, y).a() > 0)));
        // The image just large enough holds every pixel that a large canvas does.
        let mut mesh = Mesh::default();
        Tessellator::new(1.0, TessellationOptions::default(), [1, 1], vec![])
            .tessellate_shape(spike(), &mut mesh);
        let canvas = paint_mesh(&mesh, [64, 32]);
        for y in 0..32 {
            for x in 0..64 {
                assert_eq!(raster.at(x, y), canvas.pixels[y as usize * 64 + x as usize]);
            }
        }
    }

    #[test]
    fn nothing_or_nan_paints_an_empty_image_not_a_panic() {
        let raster = paint_shapes(vec![Shape::circle_filled(
            pos2(f32::NAN, 3.0),
            2.0,
            Color32::RED,
        )]);
        assert_eq!(raster.image.size, [0, 0]);
        assert_eq!(paint_shapes(Vec::new()).image.size, [0, 0]);
    }
}
