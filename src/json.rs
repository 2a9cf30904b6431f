//! A small JSON reader and writer of our own, for the browser build: the saved match,
//! the stored settings, the messages between the page and its AI worker, and the engine
//! protocol (the worker's and `dominoes engine`'s). `serde_json` and its generic
//! machinery cost the game's WebAssembly 20.6 KB gzipped and the worker's 12.5 KB; this
//! does the same job for these few shapes in a fraction of that. (Game records and the
//! command line's reports, native only, still use `serde_json`.)
//!
//! - [`parse`] reads any JSON text (RFC 8259) into a [`Value`], refusing texts longer
//!   than [`MAX_BYTES`] or nested deeper than [`MAX_DEPTH`], and says what is wrong and
//!   where ([`Error`], line and column from 1).
//! - Numbers keep their text ([`Number`]): a seed of 20 digits reads back exactly, and
//!   the page never needs floating-point parsing (unlike `serde_json`, a number past
//!   `f64`'s range such as `1e400` is read, as its text). [`Value::as_u64`] and
//!   [`Value::as_i64`] read whole numbers only, as `serde_json` does for integer fields
//!   (`4.0` is not a player count); [`Number::as_f64`] reads any number, exactly for
//!   the usual ones, without the standard library's parser and its tables.
//! - An object keeps its members in order, repeated keys included ([`Map`]);
//!   [`Map::get`] finds the last one, as a map reads them, and [`Map::sorted`] gives
//!   what `serde_json::Map` held (each key once, sorted). [`Fields`] reads an object
//!   as a record with known fields: an unknown or repeated field is an error, like
//!   `#[serde(deny_unknown_fields)]`.
//! - [`Value::to_json`] writes compact JSON exactly as `serde_json::to_string` does
//!   (members in the order given, the same string escapes), so what is stored keeps the
//!   same bytes.
//! - Text is sliced with `str::get`, never by indexing (`&s[a..b]`), where the positions
//!   are known to be character boundaries: an index that could panic links the standard
//!   library's boundary message, its Debug printing of characters and Unicode's
//!   printable tables (see README, "The page: size and load time").

use std::fmt;

/// The longest text [`parse`] reads, in bytes (1 MiB: a saved match of fifty hands is
/// under 30 KB).
pub const MAX_BYTES: usize = 1 << 20;

/// The deepest nesting of arrays and objects [`parse`] reads (as deep as `serde_json`
/// reads).
pub const MAX_DEPTH: usize = 127;

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(Number),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its members in order.
    Object(Map),
}

/// A JSON number, kept as its text (checked against JSON's grammar when read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number(String);

impl Number {
    /// The number as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number if it is a whole number from 0 to `u64::MAX`, written without a
    /// fraction or exponent.
    pub fn as_u64(&self) -> Option<u64> {
        self.0.parse().ok()
    }

    /// The number if it is a whole number that fits an `i64`, written without a
    /// fraction or exponent (`-0` is not: JSON readers take it for a float).
    pub fn as_i64(&self) -> Option<i64> {
        if self.0 == "-0" {
            return None;
        }
        self.0.parse().ok()
    }
}

impl Number {
    /// The number as an `f64` (any JSON number: whole, fractional or with an exponent);
    /// `None` past `f64`'s range. Exactly the nearest `f64` when its digits, without
    /// leading or trailing zeros, are at most 15 and the power of ten after them is
    /// within ±22 (times, counts and the like); otherwise within a few units in the last
    /// place. Not the
    /// standard library's exact parser, whose tables would add 7 KB gzipped to the AI
    /// worker's wasm.
    pub fn as_f64(&self) -> Option<f64> {
        let text = self.0.as_str();
        let (negative, text) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (digits, exponent) = match text.find(['e', 'E']) {
            Some(at) => (
                text.get(..at).unwrap_or_default(),
                text.get(at + 1..).unwrap_or_default().parse::<i64>().ok()?,
            ),
            None => (text, 0),
        };
        // Up to 19 significant digits in `mantissa`; the rest only move the exponent.
        let mut mantissa: u64 = 0;
        let mut scale: i64 = exponent;
        let mut kept = 0;
        let mut after_point = false;
        for c in digits.bytes() {
            if c == b'.' {
                after_point = true;
                continue;
            }
            let d = u64::from(c - b'0');
            if kept < 19 {
                if mantissa > 0 || d > 0 {
                    kept += 1;
                }
                mantissa = mantissa * 10 + d;
                if after_point {
                    scale -= 1;
                }
            } else if !after_point {
                scale += 1;
            }
        }
        // Trailing zeros into the exponent; then, past 10^22, what an exact mantissa can
        // absorb back: one rounding wherever both factors are exact.
        while mantissa != 0 && mantissa % 10 == 0 {
            mantissa /= 10;
            scale += 1;
        }
        while scale > 22 && mantissa != 0 && mantissa < (1 << 53) / 10 {
            mantissa *= 10;
            scale -= 1;
        }
        let magnitude = if mantissa == 0 {
            0.0
        } else if scale.abs() > 400 {
            if scale > 0 {
                f64::INFINITY
            } else {
                0.0
            }
        } else {
            scaled(mantissa, scale as i32)
        };
        let value = if negative { -magnitude } else { magnitude };
        value.is_finite().then_some(value)
    }
}

/// `mantissa` × 10^`scale`: one rounding when both are exact in an `f64` (mantissa
/// below 2^53, |scale| ≤ 22), a few otherwise.
fn scaled(mantissa: u64, scale: i32) -> f64 {
    const EXACT: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    let mut value = mantissa as f64;
    let mut left = scale;
    while left > 22 {
        value *= 1e22;
        left -= 22;
    }
    while left < -22 {
        value /= 1e22;
        left += 22;
    }
    let power = EXACT[left.unsigned_abs() as usize];
    if left >= 0 {
        value * power
    } else {
        value / power
    }
}

impl From<u64> for Number {
    fn from(n: u64) -> Number {
        Number(n.to_string())
    }
}

impl From<i64> for Number {
    fn from(n: i64) -> Number {
        Number(n.to_string())
    }
}

/// A JSON object's members in order; a key may appear more than once (as read).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Map(Vec<(String, Value)>);

impl Map {
    /// An empty object.
    pub fn new() -> Map {
        Map(Vec::new())
    }

    /// The value of `key`: the last one, when the key is repeated.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The members in order, repeated keys included.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// How many members, repeated keys included.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the object has no member.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The object as a map reads it (what `serde_json::Map` holds): each key once, with
    /// its last value, keys in byte order.
    pub fn sorted(&self) -> Map {
        let mut pairs: Vec<(String, Value)> = Vec::with_capacity(self.0.len());
        for (key, value) in &self.0 {
            match pairs.iter().position(|(k, _)| k >= key) {
                Some(i) if pairs[i].0 == *key => pairs[i].1 = value.clone(),
                Some(i) => pairs.insert(i, (key.clone(), value.clone())),
                None => pairs.push((key.clone(), value.clone())),
            }
        }
        Map(pairs)
    }

    /// The keys in order, repeated ones included.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// Adds a member at the end (for writing).
    pub fn push(&mut self, key: &str, value: impl Into<Value>) {
        self.0.push((key.to_string(), value.into()));
    }

    /// The object with a member added at the end (for writing).
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Map {
        self.push(key, value);
        self
    }

    /// The object with a member added at the end, when `value` is `Some` (for writing
    /// optional fields, which are left out rather than `null`).
    pub fn with_some<T: Into<Value>>(self, key: &str, value: Option<T>) -> Map {
        match value {
            Some(v) => self.with(key, v),
            None => self,
        }
    }
}

impl Value {
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The number, if this is a whole number from 0 to `u64::MAX` (see [`Number::as_u64`]).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => n.as_u64(),
            _ => None,
        }
    }

    /// The number, if this is a whole number that fits an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(n) => n.as_i64(),
            _ => None,
        }
    }

    /// The number as the nearest `f64`, if this is a number (see [`Number::as_f64`]).
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Number(n) => n.as_f64(),
            _ => None,
        }
    }

    /// The boolean, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items, if this is an array.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The members, if this is an object.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(map) => Some(map),
            _ => None,
        }
    }

    /// The value of `key` if this is an object that has it (the last one when repeated).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object().and_then(|m| m.get(key))
    }

    /// The value as compact JSON, as `serde_json::to_string` writes it.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    /// Appends the value as compact JSON to `out`.
    pub fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(true) => out.push_str("true"),
            Value::Bool(false) => out.push_str("false"),
            Value::Number(n) => out.push_str(&n.0),
            Value::String(s) => write_string(out, s),
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(map) => {
                out.push('{');
                for (i, (key, value)) in map.0.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(out, key);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        Value::Number(n.into())
    }
}

impl From<u8> for Value {
    fn from(n: u8) -> Value {
        u64::from(n).into()
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        u64::from(n).into()
    }
}

impl From<i32> for Value {
    fn from(n: i32) -> Value {
        Value::Number(i64::from(n).into())
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        (n as u64).into()
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    /// `None` is `null`.
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

impl From<Map> for Value {
    fn from(map: Map) -> Value {
        Value::Object(map)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

/// An object read as a record with known fields: the reading side of a
/// `#[derive(Deserialize)]` struct. Errors are short phrases naming the field, for a
/// person to read ("missing field \"seed\"").
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a> {
    map: &'a Map,
}

impl<'a> Fields<'a> {
    /// `value` as a record whose fields are among `known`. Anything but an object, or a
    /// field given twice, is an error; so is an unknown field when `strict` (else it is
    /// skipped, as serde does without `deny_unknown_fields`).
    pub fn read(value: &'a Value, known: &[&str], strict: bool) -> Result<Fields<'a>, String> {
        let map = value.as_object().ok_or("expected an object")?;
        for (i, (key, _)) in map.0.iter().enumerate() {
            if !known.contains(&key.as_str()) {
                if strict {
                    return Err(format!("unknown field \"{key}\""));
                }
            } else if map.0[..i].iter().any(|(k, _)| k == key) {
                return Err(format!("duplicate field \"{key}\""));
            }
        }
        Ok(Fields { map })
    }

    /// The field `key`, if given and not `null` (an optional field).
    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| **v != Value::Null)
    }

    /// The field `key`, which must be there.
    pub fn value(&self, key: &str) -> Result<&'a Value, String> {
        self.map
            .get(key)
            .ok_or_else(|| format!("missing field \"{key}\""))
    }

    /// The string field `key`, which must be there.
    pub fn string(&self, key: &str) -> Result<&'a str, String> {
        self.value(key)?
            .as_str()
            .ok_or_else(|| format!("\"{key}\" must be a string"))
    }

    /// The whole-number field `key`, from 0 to `max`, which must be there.
    pub fn whole(&self, key: &str, max: u64) -> Result<u64, String> {
        self.value(key)?
            .as_u64()
            .filter(|&n| n <= max)
            .ok_or_else(|| format!("\"{key}\" must be a whole number from 0 to {max}"))
    }

    /// The field `key`, a list of strings, which must be there.
    pub fn strings(&self, key: &str) -> Result<Vec<String>, String> {
        strings(self.value(key)?).ok_or_else(|| format!("\"{key}\" must be a list of strings"))
    }

    /// The field `key`, an object whose values are strings, which must be there: its
    /// (key, value) pairs in order, a repeated key keeping its last value (as a map reads
    /// them).
    pub fn string_map(&self, key: &str) -> Result<Vec<(String, String)>, String> {
        let bad = || format!("\"{key}\" must map names to strings");
        let map = self.value(key)?.as_object().ok_or_else(bad)?;
        let mut pairs: Vec<(String, String)> = Vec::new();
        for (k, v) in map.iter() {
            let v = v.as_str().ok_or_else(bad)?;
            match pairs.iter_mut().find(|(have, _)| have == k) {
                Some(pair) => pair.1 = v.to_string(),
                None => pairs.push((k.to_string(), v.to_string())),
            }
        }
        Ok(pairs)
    }
}

/// The items of `value` if it is an array of strings.
pub fn strings(value: &Value) -> Option<Vec<String>> {
    value
        .as_array()?
        .iter()
        .map(|v| v.as_str().map(str::to_string))
        .collect()
}

/// Appends `s` to `out` as a JSON string: quoted, with `"` and `\` escaped, the control
/// characters written `\n`, `\t`... or `\u001f`, everything else as it is (the escapes
/// `serde_json` writes).
pub fn write_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => '"',
            b'\\' => '\\',
            b'\n' => 'n',
            b'\r' => 'r',
            b'\t' => 't',
            0x08 => 'b',
            0x0c => 'f',
            0..=0x1f => 'u',
            _ => continue,
        };
        out.push_str(s.get(start..i).unwrap_or_default());
        out.push('\\');
        out.push(short);
        if short == 'u' {
            out.push_str("00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
        start = i + 1;
    }
    out.push_str(s.get(start..).unwrap_or_default());
    out.push('"');
}

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The line of the problem, from 1.
    pub line: usize,
    /// The column of the problem on its line, in characters from 1.
    pub column: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong with a text that is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The text ends where more was expected.
    End,
    /// A character that cannot start a value.
    ExpectedValue,
    /// Something else where a `,` or the end of the array or object was expected.
    ExpectedCommaOrEnd,
    /// Something else where a `:` was expected.
    ExpectedColon,
    /// Something else where an object's key (a string) was expected.
    ExpectedKey,
    /// A misspelt `true`, `false` or `null`.
    BadLiteral,
    /// A number that does not follow JSON's grammar.
    BadNumber,
    /// A raw control character inside a string.
    ControlCharacter,
    /// An unknown escape after `\`.
    BadEscape,
    /// A `\u` escape that is not four hex digits, or half a surrogate pair.
    BadUnicode,
    /// More text after the value.
    Trailing,
    /// Arrays and objects nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// A text longer than [`MAX_BYTES`].
    TooLong,
}

impl Problem {
    /// What is wrong, in a few words ("expected a value").
    pub fn describe(self) -> &'static str {
        match self {
            Problem::End => "the text ends too soon",
            Problem::ExpectedValue => "expected a value",
            Problem::ExpectedCommaOrEnd => "expected ',' or the end of the list",
            Problem::ExpectedColon => "expected ':'",
            Problem::ExpectedKey => "expected a key in quotes",
            Problem::BadLiteral => "expected true, false or null",
            Problem::BadNumber => "a malformed number",
            Problem::ControlCharacter => "a control character inside a string",
            Problem::BadEscape => "an unknown escape in a string",
            Problem::BadUnicode => "a malformed \\u escape in a string",
            Problem::Trailing => "more text after the value",
            Problem::TooDeep => "lists nested too deeply",
            Problem::TooLong => "the text is too long",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.problem.describe(),
            self.line,
            self.column
        )
    }
}

impl std::error::Error for Error {}

/// Reads a JSON text (whitespace around the value allowed, nothing else after it).
pub fn parse(text: &str) -> Result<Value, Error> {
    let fail = |at: usize, problem: Problem| {
        // Line and column are counted only for an error: at is always at a character
        // boundary or the end.
        let before = text.get(..at).unwrap_or(text);
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let column = before.get(line_start..).unwrap_or_default().chars().count() + 1;
        Error {
            line,
            column,
            problem,
        }
    };
    if text.len() > MAX_BYTES {
        return Err(fail(0, Problem::TooLong));
    }
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader
        .value(0)
        .and_then(|v| {
            reader.skip_space();
            if reader.at < reader.bytes.len() {
                Err(Problem::Trailing)
            } else {
                Ok(v)
            }
        })
        .map_err(|problem| fail(reader.at, problem))?;
    Ok(value)
}

/// The reading position in a text; on an error, `at` is where the problem is.
struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// The text from `start` to the reader's position. Both are at character boundaries;
    /// `get` rather than indexing keeps the standard library's char-boundary panic (with
    /// its Debug printing of characters and Unicode tables) out of the wasm.
    fn slice(&self, start: usize) -> &str {
        self.text.get(start..self.at).unwrap_or_default()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    /// The next non-space byte, not taken.
    fn next_token(&mut self) -> Result<u8, Problem> {
        self.skip_space();
        self.peek().ok_or(Problem::End)
    }

    fn value(&mut self, depth: usize) -> Result<Value, Problem> {
        match self.next_token()? {
            b'{' => self.object(depth + 1),
            b'[' => self.array(depth + 1),
            b'"' => self.string().map(Value::String),
            b't' => self.literal("true", Value::Bool(true)),
            b'f' => self.literal("false", Value::Bool(false)),
            b'n' => self.literal("null", Value::Null),
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(Problem::ExpectedValue),
        }
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, Problem> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(Problem::BadLiteral)
        }
    }

    /// After `[` (not taken yet).
    fn array(&mut self, depth: usize) -> Result<Value, Problem> {
        if depth > MAX_DEPTH {
            return Err(Problem::TooDeep);
        }
        self.at += 1;
        let mut items = Vec::new();
        if self.next_token()? == b']' {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            match self.next_token()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(Problem::ExpectedCommaOrEnd),
            }
        }
    }

    /// After `{` (not taken yet).
    fn object(&mut self, depth: usize) -> Result<Value, Problem> {
        if depth > MAX_DEPTH {
            return Err(Problem::TooDeep);
        }
        self.at += 1;
        let mut members = Vec::new();
        if self.next_token()? == b'}' {
            self.at += 1;
            return Ok(Value::Object(Map(members)));
        }
        loop {
            if self.next_token()? != b'"' {
                return Err(Problem::ExpectedKey);
            }
            let key = self.string()?;
            if self.next_token()? != b':' {
                return Err(Problem::ExpectedColon);
            }
            self.at += 1;
            let value = self.value(depth)?;
            members.push((key, value));
            match self.next_token()? {
                b',' => self.at += 1,
                b'}' => {
                    self.at += 1;
                    return Ok(Value::Object(Map(members)));
                }
                _ => return Err(Problem::ExpectedCommaOrEnd),
            }
        }
    }

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    fn number(&mut self) -> Result<Value, Problem> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(Problem::BadNumber),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            self.some_digits()?;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            self.some_digits()?;
        }
        Ok(Value::Number(Number(self.slice(start).to_string())))
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
    }

    fn some_digits(&mut self) -> Result<(), Problem> {
        let start = self.at;
        self.digits();
        if self.at == start {
            Err(Problem::BadNumber)
        } else {
            Ok(())
        }
    }

    /// After `"` (not taken yet): the string, unescaped.
    fn string(&mut self) -> Result<String, Problem> {
        self.at += 1;
        let mut out = String::new();
        let mut start = self.at;
        loop {
            let b = self.peek().ok_or(Problem::End)?;
            match b {
                b'"' => {
                    out.push_str(self.slice(start));
                    self.at += 1;
                    return Ok(out);
                }
                b'\\' => {
                    out.push_str(self.slice(start));
                    self.at += 1;
                    let escaped = match self.peek().ok_or(Problem::End)? {
                        b'u' => self.unicode()?,
                        letter => {
                            self.at += 1;
                            match letter {
                                b'"' => '"',
                                b'\\' => '\\',
                                b'/' => '/',
                                b'b' => '\u{8}',
                                b'f' => '\u{c}',
                                b'n' => '\n',
                                b'r' => '\r',
                                b't' => '\t',
                                _ => {
                                    self.at -= 1;
                                    return Err(Problem::BadEscape);
                                }
                            }
                        }
                    };
                    out.push(escaped);
                    start = self.at;
                }
                0..=0x1f => return Err(Problem::ControlCharacter),
                // Multi-byte characters are copied with the run (the text is UTF-8).
                _ => self.at += 1,
            }
        }
    }

    /// At the `u` of a `\u` escape: the character, with `at` past it (a surrogate pair
    /// is two escapes).
    fn unicode(&mut self) -> Result<char, Problem> {
        let high = self.hex4()?;
        let code = match high {
            0xd800..=0xdbff => {
                if !self.bytes[self.at..].starts_with(b"\\u") {
                    return Err(Problem::BadUnicode);
                }
                self.at += 1;
                let low = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&low) {
                    return Err(Problem::BadUnicode);
                }
                0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
            }
            0xdc00..=0xdfff => return Err(Problem::BadUnicode),
            _ => high,
        };
        char::from_u32(code).ok_or(Problem::BadUnicode)
    }

    /// At a `u`: the four hex digits after it, with `at` past them.
    fn hex4(&mut self) -> Result<u32, Problem> {
        let digits = self
            .bytes
            .get(self.at + 1..self.at + 5)
            .ok_or(Problem::BadUnicode)?;
        let mut code = 0;
        for &d in digits {
            let v = char::from(d).to_digit(16).ok_or(Problem::BadUnicode)?;
            code = code * 16 + v;
        }
        self.at += 5;
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;

    /// Our value as `serde_json` reads the same text (numbers compared by value).
    fn same_as_serde(ours: &Value, theirs: &serde_json::Value) -> bool {
        use serde_json::Value as S;
        match (ours, theirs) {
            (Value::Null, S::Null) => true,
            (Value::Bool(a), S::Bool(b)) => a == b,
            (Value::Number(a), S::Number(b)) => match (b.as_u64(), b.as_i64()) {
                (Some(u), _) => a.as_u64() == Some(u),
                (None, Some(i)) => a.as_i64() == Some(i),
                _ => a.as_u64().is_none() && a.as_i64().is_none(),
            },
            (Value::String(a), S::String(b)) => a == b,
            (Value::Array(a), S::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_as_serde(x, y))
            }
            // serde_json's map keeps the last of repeated keys.
            (Value::Object(a), S::Object(b)) => {
                a.iter().all(|(k, _)| b.contains_key(k))
                    && b.iter()
                        .all(|(k, v)| a.get(k).is_some_and(|mine| same_as_serde(mine, v)))
            }
            _ => false,
        }
    }

    /// Reads `text` with both readers: both accept it, with the same value, or both
    /// refuse it.
    fn agrees_with_serde(text: &str) {
        let ours = parse(text);
        let theirs = serde_json::from_str::<serde_json::Value>(text);
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => assert!(same_as_serde(a, b), "{text:?}: {a:?} vs {b:?}"),
            (Err(_), Err(_)) => {}
            // A number past f64's range: JSON's grammar allows it, serde_json refuses it.
            (Ok(_), Err(e)) if e.to_string().starts_with("number out of range") => {}
            _ => panic!("{text:?}: ours {ours:?}, serde_json {theirs:?}"),
        }
    }

    #[test]
    fn reads_what_serde_json_reads_and_refuses_what_it_refuses() {
        let texts = [
            "null",
            "true",
            "false",
            "0",
            "-0",
            "7",
            "-12",
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "1.5",
            "-0.25e+3",
            "1E9",
            "2e-2",
            r#""""#,
            r#""a\"b\\c\/d\b\f\n\r\t""#,
            r#""\u00e9\u20AC\ud83c\udfb2""#,
            r#""é€🎲""#,
            "[]",
            "[ ]",
            "{}",
            "{ }",
            " [1, [2, [3]], {\"a\": [true]}] ",
            r#"{"a": 1, "b": {"c": null}, "a": 2}"#,
            "\t\r\n 5 \n",
            // Refused.
            "",
            " ",
            "nul",
            "tru",
            "True",
            "NaN",
            "Infinity",
            "-",
            "01",
            "1.",
            ".5",
            "1e",
            "1e+",
            "+1",
            "--1",
            "0x10",
            "[1,]",
            "[,1]",
            "[1 2]",
            "{\"a\" 1}",
            "{\"a\":}",
            "{a: 1}",
            "{\"a\": 1,}",
            "{,}",
            "[",
            "{",
            "\"abc",
            "\"a\\x\"",
            "\"\\u12\"",
            "\"\\u12g4\"",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "\"\\ud800\\u0041\"",
            "\"tab\there\"",
            "\"line\nbreak\"",
            "1 2",
            "[] []",
            "{} x",
            "'a'",
            "[1]]",
        ];
        for text in texts {
            agrees_with_serde(text);
        }
    }

    #[test]
    fn damaged_copies_of_real_json_are_read_as_serde_json_reads_them() {
        let good = r#"{"version":1,"game":"jamaican","players":4,"set":6,"rules":{"pose":"tournament"},"levels":["easy","hard","easy"],"seed":18446744073709551615,"hands":[["pose 6-6","6-2 left","pass"],[]],"x":[-1.5e3,true,false,null,"\u00e9\n"]}"#;
        let bytes = good.as_bytes();
        let alphabet = b"{}[],:\"\\ -+.0123456789eEtrufalsn\nu";
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let mut text = bytes.to_vec();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(text.len() as u32) as usize;
                let byte = alphabet[rng.below(alphabet.len() as u32) as usize];
                match rng.below(3) {
                    0 => text[at] = byte,
                    1 => text.insert(at, byte),
                    _ => {
                        text.remove(at);
                    }
                }
            }
            if let Ok(text) = String::from_utf8(text) {
                agrees_with_serde(&text);
            }
        }
    }

    #[test]
    fn nesting_is_bounded_like_serde_json() {
        for depth in [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 10_000] {
            let arrays = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            agrees_with_serde(&arrays);
            let objects = format!("{}1{}", "{\"a\":".repeat(depth), "}".repeat(depth));
            agrees_with_serde(&objects);
        }
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert_eq!(parse(&deep).unwrap_err().problem, Problem::TooDeep);
        assert!(parse(&format!("{}{}", "[".repeat(127), "]".repeat(127))).is_ok());
    }

    #[test]
    fn long_texts_are_refused() {
        let long = format!("\"{}\"", "a".repeat(MAX_BYTES));
        let err = parse(&long).unwrap_err();
        assert_eq!(
            (err.problem, err.line, err.column),
            (Problem::TooLong, 1, 1)
        );
        let fits = format!("\"{}\"", "a".repeat(MAX_BYTES - 2));
        assert_eq!(
            parse(&fits).ok().and_then(|v| v.as_str().map(str::len)),
            Some(MAX_BYTES - 2)
        );
    }

    #[test]
    fn errors_say_what_and_where() {
        let cases = [
            ("", 1, 1, Problem::End),
            ("{\n  \"family\": jamaican}", 2, 13, Problem::ExpectedValue),
            ("[true, tru]", 1, 8, Problem::BadLiteral),
            ("[1,\n 2,\n 3 4]", 3, 4, Problem::ExpectedCommaOrEnd),
            ("{\"é\": 1 \"b\"}", 1, 9, Problem::ExpectedCommaOrEnd),
            ("{\"a\" 1}", 1, 6, Problem::ExpectedColon),
            ("{1: 2}", 1, 2, Problem::ExpectedKey),
            ("[01]", 1, 3, Problem::ExpectedCommaOrEnd),
            ("-x", 1, 2, Problem::BadNumber),
            ("1.e5", 1, 3, Problem::BadNumber),
            ("\"a\u{1}\"", 1, 3, Problem::ControlCharacter),
            ("\"ab\\q\"", 1, 5, Problem::BadEscape),
            ("\"\\u00zz\"", 1, 3, Problem::BadUnicode),
            ("\"\\udc00\"", 1, 8, Problem::BadUnicode),
            ("{} {}", 1, 4, Problem::Trailing),
            ("[\"abc", 1, 6, Problem::End),
            ("@", 1, 1, Problem::ExpectedValue),
        ];
        for (text, line, column, problem) in cases {
            let err = parse(text).unwrap_err();
            assert_eq!(
                (err.line, err.column, err.problem),
                (line, column, problem),
                "{text:?}"
            );
        }
        let err = parse("{\n  \"family\": jamaican}").unwrap_err();
        assert_eq!(err.to_string(), "expected a value at line 2, column 13");
    }

    /// A random value: strings with every kind of character, numbers of every width.
    fn random_value(rng: &mut Rng, depth: u32) -> Value {
        let pick = if depth > 3 {
            rng.below(4)
        } else {
            rng.below(6)
        };
        match pick {
            0 => Value::Null,
            1 => Value::Bool(rng.below(2) == 0),
            2 => match rng.below(3) {
                0 => Value::from(rng.next_u64()),
                1 => Value::from(rng.next_u64() as i32),
                _ => Value::from(rng.below(300) as u8),
            },
            3 => Value::String(random_string(rng)),
            4 => Value::Array(
                (0..rng.below(4))
                    .map(|_| random_value(rng, depth + 1))
                    .collect(),
            ),
            _ => {
                let mut map = Map::new();
                for _ in 0..rng.below(4) {
                    map.push(&random_string(rng), random_value(rng, depth + 1));
                }
                Value::Object(map)
            }
        }
    }

    fn random_string(rng: &mut Rng) -> String {
        const SAMPLES: [char; 14] = [
            'a', 'Z', ' ', '"', '\\', '/', '\n', '\u{0}', '\u{1f}', '\u{7f}', 'é', '€', '🎲',
            '\u{2028}',
        ];
        (0..rng.below(8))
            .map(|_| match rng.below(3) {
                0 => SAMPLES[rng.below(SAMPLES.len() as u32) as usize],
                1 => char::from_u32(rng.below(0x20)).unwrap_or('?'),
                _ => char::from_u32(rng.below(0x11_0000)).unwrap_or('\u{fffd}'),
            })
            .collect()
    }

    /// A value as `serde_json` holds it, members in our order (its `preserve_order` is
    /// off, so objects are compared through text written by a `Serialize` of our own).
    struct AsSerde<'a>(&'a Value);

    impl serde::Serialize for AsSerde<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            use serde::ser::{SerializeMap, SerializeSeq};
            match self.0 {
                Value::Null => s.serialize_unit(),
                Value::Bool(b) => s.serialize_bool(*b),
                Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                    (Some(u), _) => s.serialize_u64(u),
                    (_, Some(i)) => s.serialize_i64(i),
                    _ => s.serialize_str("not a whole number"),
                },
                Value::String(text) => s.serialize_str(text),
                Value::Array(items) => {
                    let mut seq = s.serialize_seq(Some(items.len()))?;
                    for item in items {
                        seq.serialize_element(&AsSerde(item))?;
                    }
                    seq.end()
                }
                Value::Object(map) => {
                    let mut m = s.serialize_map(Some(map.len()))?;
                    for (k, v) in map.iter() {
                        m.serialize_entry(k, &AsSerde(v))?;
                    }
                    m.end()
                }
            }
        }
    }

    #[test]
    fn writes_exactly_what_serde_json_writes_and_reads_it_back() {
        let mut rng = Rng::new(3);
        for _ in 0..3_000 {
            let value = random_value(&mut rng, 0);
            let ours = value.to_json();
            let theirs = serde_json::to_string(&AsSerde(&value)).expect("serializes");
            assert_eq!(ours, theirs);
            assert_eq!(parse(&ours).as_ref(), Ok(&value), "{ours}");
        }
    }

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let mut every = String::new();
        for c in (0u32..0x300).chain([0x2028, 0x2029, 0xfeff, 0x1f3b2]) {
            every.extend(char::from_u32(c));
        }
        let mut ours = String::new();
        write_string(&mut ours, &every);
        assert_eq!(ours, serde_json::to_string(&every).unwrap());
        assert_eq!(parse(&ours), Ok(Value::String(every)));
        let mut tab = String::new();
        write_string(&mut tab, "a\tb\"c\u{1}");
        assert_eq!(tab, r#""a\tb\"c\u0001""#);
    }

    #[test]
    fn records_refuse_unknown_and_repeated_fields_and_name_the_problem() {
        let read = |text: &str, strict: bool| {
            let value = parse(text).expect("JSON");
            Fields::read(&value, &["a", "b", "list", "rules"], strict)
                .and_then(|f| Ok((f.whole("a", 255)?, f.string("b")?.to_string())))
        };
        assert_eq!(read(r#"{"a": 4, "b": "x"}"#, true), Ok((4, "x".into())));
        let errors = [
            (r#"{"a": 4, "b": "x", "c": 1}"#, "unknown field \"c\""),
            (r#"{"a": 4, "b": "x", "a": 5}"#, "duplicate field \"a\""),
            (r#"{"b": "x"}"#, "missing field \"a\""),
            (
                r#"{"a": 256, "b": "x"}"#,
                "\"a\" must be a whole number from 0 to 255",
            ),
            (
                r#"{"a": 4.0, "b": "x"}"#,
                "\"a\" must be a whole number from 0 to 255",
            ),
            (
                r#"{"a": -1, "b": "x"}"#,
                "\"a\" must be a whole number from 0 to 255",
            ),
            (r#"{"a": 4, "b": null}"#, "\"b\" must be a string"),
            ("[4, \"x\"]", "expected an object"),
        ];
        for (text, expected) in errors {
            assert_eq!(read(text, true), Err(expected.to_string()), "{text}");
        }
        assert_eq!(
            read(r#"{"a": 4, "b": "x", "c": 1}"#, false),
            Ok((4, "x".into()))
        );
        let value = parse(r#"{"list": ["a", "b"], "rules": {"x": "1", "y": "2", "x": "3"}}"#)
            .unwrap_or(Value::Null);
        let fields = Fields::read(&value, &["list", "rules"], true).expect("known fields");
        assert_eq!(fields.strings("list"), Ok(vec!["a".into(), "b".into()]));
        assert_eq!(
            fields.string_map("rules"),
            Ok(vec![("x".into(), "3".into()), ("y".into(), "2".into())])
        );
        assert!(fields.string_map("list").is_err());
        assert!(fields.strings("rules").is_err());
        assert_eq!(fields.get("nothing"), None);
    }

    #[test]
    fn whole_numbers_read_exactly() {
        let n = |text: &str| parse(text).expect("a number");
        assert_eq!(n("18446744073709551615").as_u64(), Some(u64::MAX));
        assert_eq!(n("18446744073709551616").as_u64(), None);
        assert_eq!(n("-9223372036854775808").as_i64(), Some(i64::MIN));
        assert_eq!(n("-1").as_u64(), None);
        assert_eq!(n("-0").as_i64(), None);
        assert_eq!(n("1e2").as_u64(), None);
        assert_eq!(n("7.0").as_i64(), None);
        assert_eq!(Value::from(-3i32).to_json(), "-3");
        assert_eq!(Value::from(u64::MAX).to_json(), "18446744073709551615");
    }

    #[test]
    fn numbers_read_as_f64_are_exact_where_promised_and_close_elsewhere() {
        let f = |text: &str| parse(text).ok().and_then(|v| v.as_f64());
        assert_eq!(f("200"), Some(200.0));
        assert_eq!(f("-0.5"), Some(-0.5));
        assert_eq!(f("41.2"), Some(41.2));
        assert_eq!(f("1e3"), Some(1000.0));
        assert_eq!(f("2.5E-3"), Some(0.0025));
        assert_eq!(f("0.000"), Some(0.0));
        assert_eq!(f("1e400"), None);
        assert_eq!(f("1e-400"), Some(0.0));
        assert_eq!(f("12345678901234567890123"), Some(1.2345678901234568e22));
        assert_eq!(f("5866980e22"), Some(5.86698e28));
        assert_eq!(f("0.1000000000000000000000"), Some(0.1));
        let mut rng = Rng::new(8);
        for i in 0..50_000u32 {
            let count = 1 + rng.below(if i % 2 == 0 { 15 } else { 25 });
            let mut text: String = (0..count)
                .map(|_| char::from(b'0' + rng.below(10) as u8))
                .collect();
            let point = rng.below(count + 1) as usize;
            if point < text.len() {
                text.insert(point, '.');
            }
            let text = text.trim_start_matches('0').to_string();
            let text = if text.is_empty() || text.starts_with('.') {
                format!("0{text}")
            } else {
                text
            };
            let text = text.trim_end_matches('.').to_string();
            let text = match rng.below(3) {
                0 => text,
                1 => format!("{text}e{}", rng.below(23)),
                _ => format!("-{text}E-{}", rng.below(60)),
            };
            let exact: f64 = text.parse().unwrap_or(f64::NAN);
            let ours = f(&text).unwrap_or(f64::NAN);
            // value = digits × 10^power, digits without leading or trailing zeros.
            let (number, exponent) = match text.split_once(['e', 'E']) {
                Some((m, e)) => (m, e.parse::<i64>().unwrap_or(99)),
                None => (text.as_str(), 0),
            };
            let fraction = number.split_once('.').map_or(0, |(_, f)| f.len() as i64);
            let all = number.replace(['-', '.'], "");
            let trimmed = all.trim_start_matches('0');
            let digits = trimmed.trim_end_matches('0');
            let power = exponent - fraction + (trimmed.len() - digits.len()) as i64;
            if digits.len() <= 15 && power.abs() <= 22 {
                assert_eq!(ours, exact, "{text}");
            } else {
                assert!(
                    (ours - exact).abs() <= exact.abs() * 1e-14,
                    "{text}: {ours} vs {exact}"
                );
            }
        }
    }
}
