//! Are the dice (or shells) fair? The throw values seen against D1's chances (2, 3, 4, 3,
//! 2, 1, 1 out of 16 for 1, 2, 3, 4, 5, 6, 12), V1's for six cowries (6, 15, 20, 15, 6,
//! 1, 1 out of 64) or V2's for four (4, 6, 4, 1, 1 out of 16 for 1, 2, 3, 4, 8), judged by
//! Pearson's chi-square test. Pure arithmetic.

use crate::dhayam::rules::Implement;

/// How many times each value was thrown, in the order of the implement's values
/// (`Implement::values`): the seven of the dice or six cowries, or the five of four
/// cowries in the first five places.
pub type ThrowCounts = [u64; 7];

/// The counts that belong to `implement`'s values (a file may hold figures past them;
/// they are not read).
pub fn counted(implement: Implement, counts: &ThrowCounts) -> &[u64] {
    &counts[..implement.values().len().min(counts.len())]
}

/// The fewest throws for the test to mean anything: an expected count of 5 for the rarest
/// value (the usual rule of thumb), 1 in 16 for the dice and four shells (80 throws), 1 in
/// 64 for six shells (320).
pub fn fewest_throws(implement: Implement) -> u64 {
    5 * u64::from(implement.landings())
}

/// How many throws of `implement` the counts hold (at most `u64::MAX`: a file may hold
/// any figures).
pub fn total(implement: Implement, counts: &ThrowCounts) -> u64 {
    counted(implement, counts)
        .iter()
        .fold(0u64, |sum, c| sum.saturating_add(*c))
}

/// The chance of each value with fair dice or shells, in the order of their values.
pub fn expected_share(implement: Implement, i: usize) -> f64 {
    implement.share(implement.values()[i])
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
    let n = total(implement, counts);
    if n == 0 {
        return 0.0;
    }
    counted(implement, counts)
        .iter()
        .enumerate()
        .map(|(i, &seen)| {
            let expected = n as f64 * expected_share(implement, i);
            (seen as f64 - expected).powi(2) / expected
        })
        .sum()
}

/// The chance that fair dice give a statistic at least this large, with `freedom` degrees
/// of freedom (one fewer than the values: six for seven values, four for five). For an
/// even number the chi-square tail has a closed form: e^(−x/2) · Σ_{k < freedom/2}
/// (x/2)^k / k!.
pub fn p_value(chi_square: f64, freedom: usize) -> f64 {
    let h = chi_square / 2.0;
    let (mut term, mut sum) = (1.0, 0.0);
    for k in 0..freedom / 2 {
        if k > 0 {
            term *= h / k as f64;
        }
        sum += term;
    }
    ((-h).exp() * sum).clamp(0.0, 1.0)
}

pub fn verdict(implement: Implement, counts: &ThrowCounts) -> Verdict {
    let throws = total(implement, counts);
    if throws < fewest_throws(implement) {
        return Verdict::TooFew { throws };
    }
    let freedom = implement.values().len() - 1;
    let p = p_value(chi_square(implement, counts), freedom);
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
            let n = implement.values().len();
            let total: f64 = (0..n).map(|i| expected_share(implement, i)).sum();
            assert!((total - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn the_tail_matches_known_chi_square_quantiles_for_six_degrees() {
        // Tables: P(χ²₆ ≥ 12.592) = 0.05, P(χ²₆ ≥ 16.812) = 0.01, P(χ²₆ ≥ 5.348) = 0.5.
        assert!((p_value(12.592, 6) - 0.05).abs() < 1e-3);
        assert!((p_value(16.812, 6) - 0.01).abs() < 1e-3);
        assert!((p_value(5.348, 6) - 0.5).abs() < 1e-3);
        assert_eq!(p_value(0.0, 6), 1.0);
    }

    #[test]
    fn the_tail_matches_known_chi_square_quantiles_for_four_degrees() {
        // Tables: P(χ²₄ ≥ 9.488) = 0.05, P(χ²₄ ≥ 13.277) = 0.01, P(χ²₄ ≥ 3.357) = 0.5.
        assert!((p_value(9.488, 4) - 0.05).abs() < 1e-3);
        assert!((p_value(13.277, 4) - 0.01).abs() < 1e-3);
        assert!((p_value(3.357, 4) - 0.5).abs() < 1e-3);
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
        let shells = Implement::SixCowries;
        for _ in 0..1_000_000 {
            counts[shells.index_of(dice.throw_with(shells).value()).unwrap()] += 1;
        }
        let v = verdict(shells, &counts);
        assert!(matches!(v, Verdict::LooksFair { .. }), "{counts:?}: {v:?}");
    }

    /// V2, V3: a million throws of the app's four shells, by a chi-square with a fixed seed;
    /// the same throws are far from the dice's chances.
    #[test]
    fn v2_a_million_of_the_apps_four_shells_look_fair() {
        let mut dice = Dice::from_seed(41);
        let mut counts: ThrowCounts = [0; 7];
        let four = Implement::FourCowries;
        for _ in 0..1_000_000 {
            counts[four.index_of(dice.throw_with(four).value()).unwrap()] += 1;
        }
        assert_eq!(&counts[5..], [0, 0]);
        let v = verdict(four, &counts);
        assert!(matches!(v, Verdict::LooksFair { .. }), "{counts:?}: {v:?}");
        let exact: ThrowCounts = [400, 600, 400, 100, 100, 0, 0];
        assert_eq!(chi_square(four, &exact), 0.0);
        assert_eq!(fewest_throws(four), 80);
        // A file whose counts run past the five values: those are not read.
        let padded: ThrowCounts = [400, 600, 400, 100, 100, 7, 9];
        assert_eq!(total(four, &padded), 1600);
        assert!(matches!(verdict(four, &padded), Verdict::LooksFair { .. }));
    }

    #[test]
    fn d1_the_apps_own_dice_look_fair() {
        let mut dice = Dice::from_seed(2026);
        let mut counts: ThrowCounts = [0; 7];
        for _ in 0..16_000 {
            counts[Implement::LongDice.index_of(dice.throw().value()).unwrap()] += 1;
        }
        let v = verdict(Implement::LongDice, &counts);
        assert!(matches!(v, Verdict::LooksFair { .. }), "{counts:?}: {v:?}");
    }
}
