//! The two long dice (D1): faces, throws and their values.

use std::fmt;

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

/// One throw of both dice, kept as its two faces so it can be shown as thrown (D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    pub faces: [Face; 2],
}

impl Throw {
    pub const fn new(a: Face, b: Face) -> Throw {
        Throw { faces: [a, b] }
    }

    /// The sum of the two top faces, except that two blanks count 12 (D1).
    pub const fn value(self) -> Value {
        match self.faces {
            [Face::Blank, Face::Blank] => Value::TWELVE,
            [a, b] => Value(a.pips() + b.pips()),
        }
    }

    /// All 16 equally likely throws.
    pub fn all() -> impl Iterator<Item = Throw> {
        Face::ALL
            .into_iter()
            .flat_map(|a| Face::ALL.into_iter().map(move |b| Throw::new(a, b)))
    }

    /// A pair of faces that gives `value` (used where only the value is known).
    pub fn example_of(value: Value) -> Throw {
        Throw::all()
            .find(|t| t.value() == value)
            .expect("every value has a throw")
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}+{}={}",
            self.faces[0].pips(),
            self.faces[1].pips(),
            self.value()
        )
    }
}

/// The value of a throw: 1, 2, 3, 4, 5, 6 or 12 (D1). Only those can be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(u8);

impl Value {
    pub const ONE: Value = Value(1);
    pub const FIVE: Value = Value(5);
    pub const TWELVE: Value = Value(12);
    pub const ALL: [Value; 7] = [
        Value(1),
        Value(2),
        Value(3),
        Value(4),
        Value(5),
        Value(6),
        Value(12),
    ];

    pub const fn new(v: u8) -> Option<Value> {
        match v {
            1..=6 | 12 => Some(Value(v)),
            _ => None,
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// 1, 5, 6 and 12 give the same player another throw (D14).
    pub const fn throws_again(self) -> bool {
        matches!(self.0, 1 | 5 | 6 | 12)
    }

    /// How many of the 16 equally likely throws give this value (D1): 2,3,4,3,2,1,1.
    pub const fn chances_in_16(self) -> u8 {
        match self.0 {
            1 | 5 => 2,
            2 | 4 => 3,
            3 => 4,
            _ => 1,
        }
    }

    /// Index 0–6 into `Value::ALL`, for tables per value.
    pub const fn ordinal(self) -> usize {
        match self.0 {
            12 => 6,
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
        let mut counts = [0u8; 7];
        for t in Throw::all() {
            counts[t.value().ordinal()] += 1;
        }
        assert_eq!(counts, [2, 3, 4, 3, 2, 1, 1]);
        for v in Value::ALL {
            assert_eq!(counts[v.ordinal()], v.chances_in_16());
        }
    }

    #[test]
    fn d1_only_real_values_exist() {
        assert_eq!(Value::new(0), None);
        assert_eq!(Value::new(7), None);
        assert_eq!(Value::new(11), None);
        assert_eq!(Value::new(12), Some(Value::TWELVE));
    }

    #[test]
    fn d14_one_five_six_twelve_throw_again() {
        let again: Vec<u8> = Value::ALL
            .into_iter()
            .filter(|v| v.throws_again())
            .map(Value::get)
            .collect();
        assert_eq!(again, [1, 5, 6, 12]);
    }

    #[test]
    fn d1_a_throw_shows_both_faces() {
        assert_eq!(Throw::new(Face::Two, Face::Three).to_string(), "2+3=5");
        assert_eq!(Throw::example_of(Value::TWELVE).faces, [Face::Blank; 2]);
    }
}
