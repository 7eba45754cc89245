//! What the players throw: the two long dice (D1) or cowrie shells, six (V1 in
//! docs/variants.md) or four (V2), each throw kept as it landed, with its value and the
//! chances of every value.

use std::fmt;

/// What a family throws (the `dice` option).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Implement {
    /// Two long four-sided dice (D1).
    #[default]
    LongDice,
    /// Six cowrie shells: the shells mouth up, none up counting 12 (V1).
    SixCowries,
    /// Four cowries (or tamarind seeds): the mouths up, none up counting 8 (V2).
    FourCowries,
}

impl Implement {
    pub const ALL: [Implement; 3] = [
        Implement::LongDice,
        Implement::SixCowries,
        Implement::FourCowries,
    ];

    /// The option's value as written in `dice=…`.
    pub const fn key(self) -> &'static str {
        match self {
            Implement::LongDice => "long",
            Implement::SixCowries => "cowrie6",
            Implement::FourCowries => "cowrie4",
        }
    }

    pub fn from_key(key: &str) -> Option<Implement> {
        Implement::ALL.into_iter().find(|i| i.key() == key)
    }

    /// The values this implement can give, smallest first.
    pub const fn values(self) -> &'static [Value] {
        match self {
            // The first seven of `Value::ALL` in ordinal order, smallest first.
            Implement::LongDice | Implement::SixCowries => Value::ALL.split_at(7).0,
            Implement::FourCowries => &Value::FOUR_COWRIES,
        }
    }

    /// Where `value` stands in `self.values()`: tables per value of one implement (the
    /// statistics' counts) are kept in that order.
    pub fn index_of(self, value: Value) -> Option<usize> {
        self.values().iter().position(|v| *v == value)
    }

    /// How many shells are thrown, or `None` for the dice.
    pub const fn shells(self) -> Option<usize> {
        match self {
            Implement::LongDice => None,
            Implement::SixCowries => Some(6),
            Implement::FourCowries => Some(4),
        }
    }

    /// How many of the equally likely landings (`self.landings()`) give `value`: D1's
    /// 2, 3, 4, 3, 2, 1, 1 of 16 for the dice, V1's 6, 15, 20, 15, 6, 1, 1 of 64 for six
    /// shells, V2's 4, 6, 4, 1 and 1 (for 8) of 16 for four. 0 for a value it never gives.
    pub const fn chances(self, value: Value) -> u8 {
        match self {
            Implement::LongDice => match value.0 {
                1 | 5 => 2,
                2 | 4 => 3,
                3 => 4,
                6 | 12 => 1,
                _ => 0,
            },
            Implement::SixCowries => match value.0 {
                1 | 5 => 6,
                2 | 4 => 15,
                3 => 20,
                6 | 12 => 1,
                _ => 0,
            },
            Implement::FourCowries => match value.0 {
                1 | 3 => 4,
                2 => 6,
                4 | 8 => 1,
                _ => 0,
            },
        }
    }

    /// How many equally likely ways the implement can land: 16 for two four-sided dice,
    /// 64 for six shells, 16 for four.
    pub const fn landings(self) -> u8 {
        match self {
            Implement::LongDice | Implement::FourCowries => 16,
            Implement::SixCowries => 64,
        }
    }

    /// The chance of `value` as a fraction.
    pub fn share(self, value: Value) -> f64 {
        f64::from(self.chances(value)) / f64::from(self.landings())
    }

    /// The average value of a throw (the review's luck is measured from it).
    pub fn average(self) -> f64 {
        self.values()
            .iter()
            .map(|v| f64::from(v.get()) * self.share(*v))
            .sum()
    }

    /// 1, 5, 6 and 12 give the same player another throw (D14, and V1 keeps it); with four
    /// cowries 1, 4 and 8 do (V2).
    pub const fn throws_again(self, value: Value) -> bool {
        match self {
            Implement::LongDice | Implement::SixCowries => matches!(value.0, 1 | 5 | 6 | 12),
            Implement::FourCowries => matches!(value.0, 1 | 4 | 8),
        }
    }

    /// Every way the implement can land, each equally likely.
    pub fn all_throws(self) -> Vec<Throw> {
        match self {
            Implement::LongDice => Face::ALL
                .into_iter()
                .flat_map(|a| Face::ALL.into_iter().map(move |b| Throw::new(a, b)))
                .collect(),
            Implement::SixCowries => (0..64u8).map(|up| Throw::Shells(Shells::six(up))).collect(),
            Implement::FourCowries => (0..16u8)
                .map(|up| Throw::Shells(Shells::four(up)))
                .collect(),
        }
    }

    /// A landing that gives `value` (used where only the value is known: a hand throw, a
    /// scripted lesson), or `None` for a value this implement never gives. Shells land with
    /// the first ones mouth up.
    pub fn example_of(self, value: Value) -> Option<Throw> {
        if self.chances(value) == 0 {
            return None;
        }
        match self.shells() {
            None => self.all_throws().into_iter().find(|t| t.value() == value),
            Some(count) => Some(Throw::Shells(Shells::with_mouths_up(count as u8, value))),
        }
    }
}

/// One long face of a dice stick: blank or 1, 2, 3 pips. Each is equally likely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Face {
    Blank = 0,
    One = 1,
    Two = 2,
    Three = 3,
}

impl Face {
    pub const ALL: [Face; 4] = [Face::Blank, Face::One, Face::Two, Face::Three];

    pub const fn pips(self) -> u8 {
        self as u8
    }

    pub const fn from_pips(pips: u8) -> Option<Face> {
        match pips {
            0 => Some(Face::Blank),
            1 => Some(Face::One),
            2 => Some(Face::Two),
            3 => Some(Face::Three),
            _ => None,
        }
    }
}

/// Cowrie shells as they landed, six (V1) or four (V2): bit i set when shell i lies mouth
/// up. Every pattern is equally likely with fair shells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shells {
    up: u8,
    count: u8,
}

impl Shells {
    /// The most shells thrown (six cowries).
    pub const MOST: usize = 6;

    /// Six shells from a bit pattern (the low six bits; higher bits are not shells).
    pub const fn six(bits: u8) -> Shells {
        Shells {
            up: bits & 0b11_1111,
            count: 6,
        }
    }

    /// Four shells from a bit pattern (the low four bits).
    pub const fn four(bits: u8) -> Shells {
        Shells {
            up: bits & 0b1111,
            count: 4,
        }
    }

    /// How many shells were thrown.
    pub const fn count(self) -> usize {
        self.count as usize
    }

    pub const fn bits(self) -> u8 {
        self.up
    }

    /// The same shells with shell `i` turned over (a shell past the last is left alone).
    pub const fn turned(self, i: usize) -> Shells {
        if i >= self.count as usize {
            return self;
        }
        Shells {
            up: self.up ^ (1 << i),
            count: self.count,
        }
    }

    /// Whether shell `i` lies mouth up.
    pub const fn mouth_up(self, i: usize) -> bool {
        self.up >> i & 1 == 1
    }

    pub const fn mouths_up(self) -> u8 {
        self.up.count_ones() as u8
    }

    /// `count` shells with the first mouth up, as many as `value` needs (none for the
    /// value of none up: 12 of six, 8 of four).
    pub const fn with_mouths_up(count: u8, value: Value) -> Shells {
        let up = if value.0 > count {
            0
        } else {
            (1u8 << value.0) - 1
        };
        Shells { up, count }
    }

    /// What none mouth up counts: 12 for six shells (V1), 8 for four (V2).
    const fn none_up(self) -> Value {
        if self.count == 4 {
            Value::EIGHT
        } else {
            Value::TWELVE
        }
    }
}

/// One throw, kept as it landed so it can be shown as thrown (D1, V4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Throw {
    /// The two long dice's top faces.
    Sticks([Face; 2]),
    /// Six or four cowries, each mouth up or down.
    Shells(Shells),
}

impl Throw {
    /// Two long dice showing `a` and `b`.
    pub const fn new(a: Face, b: Face) -> Throw {
        Throw::Sticks([a, b])
    }

    pub const fn implement(self) -> Implement {
        match self {
            Throw::Sticks(_) => Implement::LongDice,
            Throw::Shells(shells) if shells.count == 4 => Implement::FourCowries,
            Throw::Shells(_) => Implement::SixCowries,
        }
    }

    /// The dice's faces, when this is a throw of the long dice.
    pub const fn faces(self) -> Option<[Face; 2]> {
        match self {
            Throw::Sticks(faces) => Some(faces),
            Throw::Shells(_) => None,
        }
    }

    /// Dice: the sum of the two top faces, except that two blanks count 12 (D1).
    /// Shells: how many lie mouth up, except that none up counts 12 of six (V1), 8 of
    /// four (V2).
    pub const fn value(self) -> Value {
        match self {
            Throw::Sticks([Face::Blank, Face::Blank]) => Value::TWELVE,
            Throw::Sticks([a, b]) => Value(a.pips() + b.pips()),
            Throw::Shells(shells) => match shells.mouths_up() {
                0 => shells.none_up(),
                n => Value(n),
            },
        }
    }

    /// A pair of faces that gives `value` (used where only the value is known), or `None`
    /// for the 8 that only four cowries give.
    pub fn example_of(value: Value) -> Option<Throw> {
        Implement::LongDice.example_of(value)
    }

    /// How the throw landed, as saves and the online table write it: the dice as their two
    /// faces (`1,3`), shells as a digit each, 1 for a shell mouth up (`101100`, `0110`).
    pub fn landing_text(self) -> String {
        match self {
            Throw::Sticks([a, b]) => format!("{},{}", a.pips(), b.pips()),
            Throw::Shells(shells) => (0..shells.count())
                .map(|i| if shells.mouth_up(i) { '1' } else { '0' })
                .collect(),
        }
    }

    /// Reads `landing_text`'s form back; anything else is `None`.
    pub fn from_landing_text(text: &str) -> Option<Throw> {
        if let Some((a, b)) = text.split_once(',') {
            let face = |s: &str| match s {
                "0" | "1" | "2" | "3" => Face::from_pips(s.as_bytes()[0] - b'0'),
                _ => None,
            };
            return Some(Throw::new(face(a)?, face(b)?));
        }
        if !text.bytes().all(|b| b == b'0' || b == b'1') {
            return None;
        }
        let bits = text
            .bytes()
            .enumerate()
            .fold(0u8, |bits, (i, b)| bits | (b - b'0') << (i % 8));
        match text.len() {
            6 => Some(Throw::Shells(Shells::six(bits))),
            4 => Some(Throw::Shells(Shells::four(bits))),
            _ => None,
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Throw::Sticks([a, b]) => write!(f, "{}+{}={}", a.pips(), b.pips(), self.value()),
            Throw::Shells(_) => write!(f, "{}={}", self.landing_text(), self.value()),
        }
    }
}

/// The value of a throw: 1, 2, 3, 4, 5, 6 or 12 (D1, V1), or 8 (four cowries, V2). Only
/// those can be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(u8);

impl Value {
    pub const ONE: Value = Value(1);
    pub const FIVE: Value = Value(5);
    pub const EIGHT: Value = Value(8);
    pub const TWELVE: Value = Value(12);
    /// Every value any implement gives, in `ordinal` order.
    pub const ALL: [Value; 8] = [
        Value(1),
        Value(2),
        Value(3),
        Value(4),
        Value(5),
        Value(6),
        Value(12),
        Value(8),
    ];
    /// The five values of four cowries, smallest first.
    const FOUR_COWRIES: [Value; 5] = [Value(1), Value(2), Value(3), Value(4), Value(8)];

    pub const fn new(v: u8) -> Option<Value> {
        match v {
            1..=6 | 8 | 12 => Some(Value(v)),
            _ => None,
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Index 0–7 into `Value::ALL`, for tables per value. 8 comes last, after 12, so the
    /// seven values of the dice keep the places they had before four cowries came.
    pub const fn ordinal(self) -> usize {
        match self.0 {
            12 => 6,
            8 => 7,
            v => v as usize - 1,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d1_two_blanks_count_twelve() {
        assert_eq!(Throw::new(Face::Blank, Face::Blank).value(), Value::TWELVE);
        assert_eq!(Throw::new(Face::Blank, Face::One).value(), Value::ONE);
        assert_eq!(Throw::new(Face::Three, Face::Three).value().get(), 6);
    }

    #[test]
    fn d1_value_chances_are_2_3_4_3_2_1_1_of_16() {
        let mut counts = [0u8; 8];
        for t in Implement::LongDice.all_throws() {
            counts[t.value().ordinal()] += 1;
        }
        assert_eq!(counts, [2, 3, 4, 3, 2, 1, 1, 0]);
        for v in Value::ALL {
            assert_eq!(counts[v.ordinal()], Implement::LongDice.chances(v));
        }
    }

    #[test]
    fn d1_only_real_values_exist() {
        assert_eq!(Value::new(0), None);
        assert_eq!(Value::new(7), None);
        assert_eq!(Value::new(8), Some(Value::EIGHT));
        for (i, v) in Value::ALL.into_iter().enumerate() {
            assert_eq!(v.ordinal(), i);
        }
        assert_eq!(Value::new(11), None);
        assert_eq!(Value::new(12), Some(Value::TWELVE));
    }

    #[test]
    fn d14_one_five_six_twelve_throw_again() {
        let again: Vec<u8> = Value::ALL
            .into_iter()
            .filter(|v| Implement::LongDice.throws_again(*v))
            .map(Value::get)
            .collect();
        assert_eq!(again, [1, 5, 6, 12]);
    }

    #[test]
    fn d1_a_throw_shows_both_faces() {
        assert_eq!(Throw::new(Face::Two, Face::Three).to_string(), "2+3=5");
        assert_eq!(
            Throw::example_of(Value::TWELVE).and_then(Throw::faces),
            Some([Face::Blank; 2])
        );
    }

    #[test]
    fn v1_six_cowries_count_the_mouths_up_and_none_counts_twelve() {
        let shells = |bits| Throw::Shells(Shells::six(bits));
        assert_eq!(shells(0b000000).value(), Value::TWELVE);
        assert_eq!(shells(0b000100).value(), Value::ONE);
        assert_eq!(shells(0b101101).value().get(), 4);
        assert_eq!(shells(0b111111).value().get(), 6);
        assert_eq!(shells(0b101101).to_string(), "101101=4");
        assert_eq!(shells(0b101101).implement(), Implement::SixCowries);
        assert_eq!(shells(0b101101).faces(), None);
    }

    #[test]
    fn a_landing_reads_back_from_its_text() {
        for implement in Implement::ALL {
            for t in implement.all_throws() {
                assert_eq!(Throw::from_landing_text(&t.landing_text()), Some(t));
            }
        }
        for bad in [
            "", "1", "4,0", "1,1,1", "1011001", "10110", "102100", " 0,1", "+1,2", "101", "1021",
            "10110011",
        ] {
            assert_eq!(Throw::from_landing_text(bad), None, "{bad}");
        }
    }

    #[test]
    fn v1_six_cowries_give_6_15_20_15_6_1_1_of_64() {
        let implement = Implement::SixCowries;
        let mut counts = [0u8; 8];
        for t in implement.all_throws() {
            counts[t.value().ordinal()] += 1;
        }
        assert_eq!(counts, [6, 15, 20, 15, 6, 1, 1, 0]);
        for v in implement.values() {
            assert_eq!(counts[v.ordinal()], implement.chances(*v));
        }
        assert_eq!(
            implement.all_throws().len(),
            usize::from(implement.landings())
        );
        let total: f64 = implement.values().iter().map(|v| implement.share(*v)).sum();
        assert!((total - 1.0).abs() < 1e-12);
    }

    #[test]
    fn v2_four_cowries_give_4_6_4_1_and_8_1_of_16() {
        let implement = Implement::FourCowries;
        let mut counts = [0u8; 8];
        for t in implement.all_throws() {
            assert_eq!(t.implement(), implement);
            counts[t.value().ordinal()] += 1;
        }
        // Ordinals: 1, 2, 3, 4, 5, 6, 12, 8.
        assert_eq!(counts, [4, 6, 4, 1, 0, 0, 0, 1]);
        let values: Vec<u8> = implement.values().iter().map(|v| v.get()).collect();
        assert_eq!(values, [1, 2, 3, 4, 8]);
        for v in Value::ALL {
            assert_eq!(counts[v.ordinal()], implement.chances(v));
        }
        assert_eq!(implement.all_throws().len(), 16);
        assert_eq!(implement.landings(), 16);
        let shells = |bits| Throw::Shells(Shells::four(bits));
        assert_eq!(shells(0b0000).value(), Value::EIGHT);
        assert_eq!(shells(0b1011).value().get(), 3);
        assert_eq!(shells(0b1011).to_string(), "1101=3");
        assert_eq!(implement.average(), (4 + 12 + 12 + 4 + 8) as f64 / 16.0);
    }

    #[test]
    fn v2_four_cowries_throw_again_on_1_4_and_8() {
        let again: Vec<u8> = Implement::FourCowries
            .values()
            .iter()
            .filter(|v| Implement::FourCowries.throws_again(**v))
            .map(|v| v.get())
            .collect();
        assert_eq!(again, [1, 4, 8]);
    }

    #[test]
    fn v1_six_cowries_throw_again_as_the_dice_do() {
        for v in Value::ALL {
            assert_eq!(
                Implement::SixCowries.throws_again(v),
                Implement::LongDice.throws_again(v)
            );
        }
    }

    #[test]
    fn v1_an_example_landing_has_the_value_asked_for() {
        for implement in Implement::ALL {
            for v in implement.values() {
                let t = implement.example_of(*v).expect("a value it gives");
                assert_eq!((t.value(), t.implement()), (*v, implement));
            }
        }
        assert_eq!(Implement::from_key("cowrie6"), Some(Implement::SixCowries));
        assert_eq!(Implement::from_key("cowrie4"), Some(Implement::FourCowries));
        assert_eq!(Implement::from_key("long"), Some(Implement::LongDice));
        assert_eq!(Implement::from_key("cowrie"), None);
    }
}
