//! Are the dice (or shells) fair? The throw values seen against D1's chances (2, 3, 4, 3,
//! 2, 1, 1 out of 16 for 1, 2, 3, 4, 5, 6, 12) or V1's for six cowries (6, 15, 20, 15, 6,
//! 1, 1 out of 64), judged by Pearson's chi-square test. Pure arithmetic.

use crate::dhayam::rules::{Implement, Value};

/// The values in the order their counts are kept.
pub const VALUES: [u8; 7] = [1, 2, 3, 4, 5, 6, 12];

/// How many times each value was thrown, in `VALUES` order.
pub type ThrowCounts = [u64; 7];

/// The fewest throws for the test to mean anything: an expected count of 5 for the rarest
/// value (the usual rule of thumb), 1 in 16 for the dice (80 throws), 1 in 64 for the
/// shells (320).
pub fn fewest_throws(implement: Implement) -> u64 {
    5 * u64::from(implement.landings())
}

/// How many throws the counts hold (at most `u64::MAX`: a file may hold any figures).
pub fn total(counts: &ThrowCounts) -> u64 {
    counts.iter().fold(0u64, |sum, c| sum.saturating_add(*c))
}

/// Where a value's count is kept.
pub fn index_of(value: Value) -> usize {
    VALUES
        .iter()
        .position(|v| *v == value.get())
        .expect("every value is one of D1's seven")
}

/// The chance of each value with fair dice or shells, in `VALUES` order.
pub fn expected_share(implement: Implement, i: usize) -> f64 {
    implement.share(Value::ALL[i])
}

/// What the test says of a set of throws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// Too few throws to judge: how many there are, of the `FEWEST_THROWS` needed.
    TooFew { throws: u64 },
    /// Throws like these come from fair dice this often or more (p ≥ 0.01).
    LooksFair { p: f64 },
    /// Fair dice give throws this far from their chances less than once in a hundred.
    LooksLoaded { p: f64 },
}

/// Pearson's chi-square statistic of the counts against the chances of `implement`.
pub fn chi_square(implement: Implement, counts: &ThrowCounts) -> f64 {
    let n = total(counts);
    if n == 0 {
        return 0.0;
    }
    counts
        .iter()
        .enumerate()
        .map(|(i, &seen)| {
            let expected = n as f64 * expected_share(implement, i);
            (seen as f64 - expected).powi(2) / expected
        })
        .sum()
}

/// The chance that fair dice give a statistic at least this large. Seven values leave six
/// degrees of freedom, and for an even number the chi-square tail has a closed form:
/// e^(−x/2) · (1 + x/2 + (x/2)²/2).
pub fn p_value(chi_square: f64) -> f64 {
    let h = chi_square / 2.0;
    ((-h).exp() * (1.0 + h + h * h / 2.0)).clamp(0.0, 1.0)
}

pub fn verdict(implement: Implement, counts: &ThrowCounts) -> Verdict {
    let throws = total(counts);
    if throws < fewest_throws(implement) {
        return Verdict::TooFew { throws };
    }
    let p = p_value(chi_square(implement, counts));
    if p < 0.01 {
        Verdict::LooksLoaded { p }
    } else {
        Verdict::LooksFair { p }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::play::dice::Dice;

    #[test]
    fn d1_the_shares_add_up_to_one() {
        for implement in Implement::ALL {
            let total: f64 = (0..7).map(|i| expected_share(implement, i)).sum();
            assert!((total - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn the_tail_matches_known_chi_square_quantiles_for_six_degrees() {
        // Tables: P(χ²₆ ≥ 12.592) = 0.05, P(χ²₆ ≥ 16.812) = 0.01, P(χ²₆ ≥ 5.348) = 0.5.
        assert!((p_value(12.592) - 0.05).abs() < 1e-3);
        assert!((p_value(16.812) - 0.01).abs() < 1e-3);
        assert!((p_value(5.348) - 0.5).abs() < 1e-3);
        assert_eq!(p_value(0.0), 1.0);
    }

    #[test]
    fn d1_exact_shares_look_fair_and_loaded_dice_do_not() {
        // 1600 throws in exactly D1's proportions.
        let dice = Implement::LongDice;
        let exact: ThrowCounts = [200, 300, 400, 300, 200, 100, 100];
        assert_eq!(chi_square(dice, &exact), 0.0);
        assert!(matches!(verdict(dice, &exact), Verdict::LooksFair { p } if p > 0.99));
        // Dice that give too few 1s to 3s and too many 5s and 6s.
        let loaded: ThrowCounts = [150, 250, 350, 300, 250, 200, 100];
        assert!(matches!(verdict(dice, &loaded), Verdict::LooksLoaded { p } if p < 1e-6));
        // Too few to say.
        assert_eq!(
            verdict(dice, &[2, 3, 4, 3, 2, 1, 1]),
            Verdict::TooFew { throws: 16 }
        );
    }

    #[test]
    fn v3_shells_are_judged_by_their_own_chances() {
        let shells = Implement::SixCowries;
        let exact: ThrowCounts = [60, 150, 200, 150, 60, 10, 10];
        assert_eq!(chi_square(shells, &exact), 0.0);
        assert!(matches!(verdict(shells, &exact), Verdict::LooksFair { .. }));
        // The same throws are far from the dice's chances.
        assert!(matches!(
            verdict(Implement::LongDice, &exact),
            Verdict::LooksLoaded { .. }
        ));
        // 80 throws judge the dice but not the shells, whose rarest value is 1 in 64.
        assert_eq!(fewest_throws(shells), 320);
        assert_eq!(
            verdict(shells, &[6, 15, 20, 15, 6, 1, 1]),
            Verdict::TooFew { throws: 64 }
        );
    }

    /// V3: a million throws of the app's shells, by a chi-square with a fixed seed.
    #[test]
    fn v1_a_million_of_the_apps_shells_look_fair() {
        let mut dice = Dice::from_seed(37);
        let mut counts: ThrowCounts = [0; 7];
        for _ in 0..1_000_000 {
            counts[index_of(dice.throw_with(Implement::SixCowries).value())] += 1;
        }
        let v = verdict(Implement::SixCowries, &counts);
        assert!(matches!(v, Verdict::LooksFair { .. }), "{counts:?}: {v:?}");
    }

    #[test]
    fn d1_the_apps_own_dice_look_fair() {
        let mut dice = Dice::from_seed(2026);
        let mut counts: ThrowCounts = [0; 7];
        for _ in 0..16_000 {
            counts[index_of(dice.throw().value())] += 1;
        }
        let v = verdict(Implement::LongDice, &counts);
        assert!(matches!(v, Verdict::LooksFair { .. }), "{counts:?}: {v:?}");
    }
}
