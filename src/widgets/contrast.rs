//! How well two colours stand apart: WCAG's contrast ratio, and the colours as people with
//! each kind of dichromacy see them (Machado, Oliveira and Fernandes 2009, severity 1), so
//! tests can check the theme for everyone. Pure arithmetic on sRGB colours.

use egui::Color32;

/// A kind of colour blindness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Typical,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [
        Vision::Typical,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Vision::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// `c` as seen with this vision.
    pub fn see(self, c: Color32) -> Color32 {
        let lin = [linear(c.r()), linear(c.g()), linear(c.b())];
        let m = self.matrix();
        let out: Vec<u8> = m
            .iter()
            .map(|row| encode(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]))
            .collect();
        Color32::from_rgb(out[0], out[1], out[2])
    }
}

fn linear(v: u8) -> f32 {
    let v = v as f32 / 255.0;
    if v <= 0.040_45 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

fn encode(v: f32) -> u8 {
    let v = v.clamp(0.0, 1.0);
    let s = if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    };
    (s * 255.0).round() as u8
}

/// WCAG relative luminance, 0 (black) to 1 (white).
pub fn luminance(c: Color32) -> f32 {
    0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
}

/// WCAG contrast ratio, 1 (the same) to 21 (black on white).
pub fn ratio(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

/// CIE76 colour difference in CIELAB (about 2.3 is just noticeable; above 20 two
/// colours are told apart at a glance).
pub fn delta_e(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (lab(a), lab(b));
    ((la[0] - lb[0]).powi(2) + (la[1] - lb[1]).powi(2) + (la[2] - lb[2]).powi(2)).sqrt()
}

fn lab(c: Color32) -> [f32; 3] {
    let (r, g, b) = (linear(c.r()), linear(c.g()), linear(c.b()));
    // sRGB to XYZ (D65), scaled by the white point.
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_on_white_is_21_to_1_and_a_colour_matches_itself() {
        assert!((ratio(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((ratio(Color32::RED, Color32::RED) - 1.0).abs() < 1e-6);
        assert!(delta_e(Color32::RED, Color32::RED) < 1e-3);
    }

    #[test]
    fn dichromats_see_greys_unchanged_and_red_and_green_alike() {
        let grey = Color32::from_rgb(128, 128, 128);
        for v in Vision::ALL {
            let seen = v.see(grey);
            assert!((seen.r() as i32 - 128).abs() <= 2, "{v:?} {seen:?}");
        }
        let (red, green) = (
            Color32::from_rgb(0xd8, 0x3a, 0x2c),
            Color32::from_rgb(0x2f, 0x9e, 0x5a),
        );
        let typical = delta_e(red, green);
        let deutan = delta_e(
            Vision::Deuteranopia.see(red),
            Vision::Deuteranopia.see(green),
        );
        assert!(deutan < typical / 2.0, "{typical} vs {deutan}");
    }
}
