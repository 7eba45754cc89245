//! The search's margins as numbers a running engine can be given, so that a tuner can
//! play one setting of them against another (SPSA, `tools/makruk-spsa.py`, through the UCI
//! options `dhayam-cli makruk uci --tune` lists). What ships is always `params.rs`'s
//! constants: they are the defaults here, and a tuning run's result goes back into them.
//!
//! Only margins and rates are knobs, numbers a small step changes a little; the depths
//! where a pruning begins stay constants (a step of one is a large change, which SPSA's
//! small perturbations do not measure).

use super::params::*;

/// One tunable number: its UCI option's name, its range and where it lives.
pub struct Knob {
    pub name: &'static str,
    pub min: i32,
    pub max: i32,
    field: fn(&mut SearchParams) -> &mut i32,
}

impl Knob {
    pub fn get(&self, params: &SearchParams) -> i32 {
        let mut copy = *params;
        *(self.field)(&mut copy)
    }

    pub fn default_value(&self) -> i32 {
        self.get(&SearchParams::default())
    }
}

/// Declares the knobs once: the struct's fields, their defaults and the table of names.
macro_rules! knobs {
    ($($(#[doc = $doc:literal])* $field:ident: $name:literal = $default:expr, $min:literal..=$max:literal;)*) => {
        /// The search's tunable margins (centipawns unless said).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $($(#[doc = $doc])* pub $field: i32,)*
        }

        impl Default for SearchParams {
            fn default() -> SearchParams {
                SearchParams { $($field: $default,)* }
            }
        }

        /// Every knob, in the order the UCI options are listed.
        pub const KNOBS: &[Knob] = &[$(Knob {
            name: $name,
            min: $min,
            max: $max,
            field: |p| &mut p.$field,
        },)*];
    };
}

knobs! {
    /// The root's aspiration window, either side of the last depth's score.
    aspiration_delta: "AspirationDelta" = ASPIRATION_DELTA, 5..=80;
    /// Reverse futility: a static eval this much per depth above beta cuts.
    rfp_margin: "RfpMargin" = RFP_MARGIN, 30..=200;
    /// Razoring's margin below alpha: `razor_base + razor_margin × depth²`.
    razor_base: "RazorBase" = RAZOR_BASE, 50..=600;
    razor_margin: "RazorMargin" = RAZOR_MARGIN, 40..=400;
    /// The null move is reduced one ply more per this much of the static eval above beta.
    null_eval: "NullEval" = NULL_EVAL, 60..=500;
    /// Late-move reductions `lmr_base + ln(depth) ln(moves) / lmr_divisor`, in hundredths.
    lmr_base: "LmrBase" = (LMR_BASE * 100.0).round() as i32, 0..=150;
    lmr_divisor: "LmrDivisor" = (LMR_DIVISOR * 100.0).round() as i32, 120..=450;
    /// Late-move reductions shrink by one per this much history.
    lmr_history: "LmrHistory" = LMR_HISTORY, 1_000..=40_000;
    /// Late-move pruning: quiet moves after `lmp_base + depth²` are skipped (a count).
    lmp_base: "LmpBase" = LMP_BASE as i32, 1..=12;
    /// Futility: a quiet move cannot lift a static eval `base + margin × depth` below alpha.
    futility_base: "FutilityBase" = FUTILITY_BASE, 0..=250;
    futility_margin: "FutilityMargin" = FUTILITY_MARGIN, 40..=250;
    /// Static exchange pruning: a quiet move losing more than this × depth², a capture
    /// more than the noisy margin × depth, is skipped.
    see_quiet_margin: "SeeQuietMargin" = SEE_QUIET_MARGIN, 0..=60;
    see_noisy_margin: "SeeNoisyMargin" = SEE_NOISY_MARGIN, 20..=250;
    /// Quiescence skips a capture that cannot lift the score to alpha with this margin.
    delta_margin: "DeltaMargin" = DELTA_MARGIN, 40..=400;
    /// Capture history's share of a capture's order (its score divided by this; a count).
    capture_history_divisor: "CaptureHistoryDivisor" = CAPTURE_HISTORY_DIVISOR, 2..=32;
}

/// Why a knob was not set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnobError {
    /// No knob is called that.
    Unknown,
    /// Not a whole number within the knob's range.
    OutOfRange { min: i32, max: i32 },
}

impl SearchParams {
    /// The knob called `name` (any case), if there is one.
    pub fn knob(name: &str) -> Option<&'static Knob> {
        KNOBS.iter().find(|k| k.name.eq_ignore_ascii_case(name))
    }

    /// Sets the knob called `name` to `value` (a whole number within its range).
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), KnobError> {
        let knob = SearchParams::knob(name).ok_or(KnobError::Unknown)?;
        let range = KnobError::OutOfRange {
            min: knob.min,
            max: knob.max,
        };
        let v: i32 = value.trim().parse().map_err(|_| range.clone())?;
        if !(knob.min..=knob.max).contains(&v) {
            return Err(range);
        }
        *(knob.field)(self) = v;
        Ok(())
    }

    /// Late-move reductions' table by depth and move number (both below 64).
    pub fn lmr_table(&self) -> Vec<[i32; 64]> {
        let base = f64::from(self.lmr_base) / 100.0;
        let divisor = f64::from(self.lmr_divisor) / 100.0;
        let mut lmr = vec![[0; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (base + (d as f64).ln() * (m as f64).ln() / divisor) as i32;
            }
        }
        lmr
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::ai::{Limits, Searcher};
    use crate::makruk::rules::Position;

    /// Nodes a fresh searcher with `params` spends to `depth` on each of a few positions.
    fn nodes(params: SearchParams, depth: u32) -> Vec<u64> {
        [
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            // A middlegame with captures about (quiescence, capture order, exchanges).
            "r1s1k2r/3nm3/p1pspnp1/1p1pp2p/P2PP2P/1PPSSNP1/3NM3/R3K2R w - - 0 12",
        ]
        .iter()
        .map(|fen| {
            let p = Position::from_fen(fen).unwrap();
            let mut s = Searcher::new(4);
            s.set_params(params);
            s.search(&p, &[], Limits::depth(depth), 1, &mut |_| {})
                .nodes
        })
        .collect()
    }

    #[test]
    fn every_knob_reaches_the_search() {
        // Each knob at either end of its range searches differently from the shipped
        // margins: no knob is a name the search never reads.
        let shipped = nodes(SearchParams::default(), 9);
        for k in KNOBS {
            let moved = [k.min, k.max].iter().any(|v| {
                let mut p = SearchParams::default();
                p.set(k.name, &v.to_string()).unwrap();
                nodes(p, 9) != shipped
            });
            assert!(moved, "{} changes nothing", k.name);
        }
    }

    #[test]
    fn every_knob_has_its_own_name_and_its_default_within_its_range() {
        for (i, k) in KNOBS.iter().enumerate() {
            assert!(k.min < k.max, "{}", k.name);
            assert!((k.min..=k.max).contains(&k.default_value()), "{}", k.name);
            assert!(
                KNOBS[i + 1..]
                    .iter()
                    .all(|o| !o.name.eq_ignore_ascii_case(k.name)),
                "{} twice",
                k.name
            );
        }
        // The hundredths stand for the constants exactly (the shipped search is unchanged).
        let d = SearchParams::default();
        assert_eq!(f64::from(d.lmr_base) / 100.0, LMR_BASE);
        assert_eq!(f64::from(d.lmr_divisor) / 100.0, LMR_DIVISOR);
    }

    #[test]
    fn a_knob_is_set_by_name_within_its_range_only() {
        let mut p = SearchParams::default();
        assert_eq!(p.set("rfpmargin", "120"), Ok(()));
        assert_eq!(p.rfp_margin, 120);
        let range = Err(KnobError::OutOfRange { min: 30, max: 200 });
        assert_eq!(p.set("RfpMargin", "201"), range);
        assert_eq!(p.set("RfpMargin", "lots"), range);
        assert_eq!(p.set("RfpMargin", "99.5"), range);
        assert_eq!(p.set("NoSuchKnob", "1"), Err(KnobError::Unknown));
        // A refused value changes nothing.
        assert_eq!(p.rfp_margin, 120);
        // Each knob's field is its own: setting one moves only that one.
        for k in KNOBS {
            let mut q = SearchParams::default();
            q.set(k.name, &k.max.to_string()).unwrap();
            for other in KNOBS {
                let want = if other.name == k.name {
                    k.max
                } else {
                    other.default_value()
                };
                assert_eq!(other.get(&q), want, "{} after {}", other.name, k.name);
            }
        }
    }
}
