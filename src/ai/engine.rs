//! The engine protocol: one JSON request per line in, one JSON reply per line out, so an
//! outside program (a tournament harness, another game) can seat this AI at its table.
//!
//! The engine is told the game, its seat and its own tiles, and then every public event of
//! the hand (poses, plays, passes, draws, signals, claims) in order; asked for a move, it
//! answers in record notation. It is never told other hands or the boneyard: tiles it
//! draws itself are the only hidden tiles it learns. Each event is checked against what
//! the engine can see, and anything malformed or illegal gets `{"error": "..."}` without
//! changing the engine's state. The README's "Engine protocol" section documents every
//! request; [`Engine::handle`] is the whole protocol, the `dominoes engine` command only
//! feeds it lines.

use super::knowledge::undealt_at_start;
use super::medium::signals_allowed;
use super::{choose_signal, choose_within, Budget, Level, View};
use crate::json::{self, Map, Value};
use crate::rules::input::{cut_quotes, shown, MAX_HOUSE_RULES};
use crate::rules::{
    Deal, DrawRule, Family, Hand, HouseRules, Match, Move, Phase, PoseRule, Rng, Seat, Signal,
    SignalEvent, Team, Tile, TileSet, Variant, MAX_PLAYERS,
};

/// The protocol version reported by `hello`.
pub const PROTOCOL_VERSION: u32 = 1;

/// The game being played, set by `game`.
struct Game {
    variant: Variant,
    level: Level,
    rng: Rng,
}

/// One public event of the hand, as reported.
#[derive(Clone, Copy, Debug)]
struct Event {
    seat: Seat,
    mv: Move,
    signal: Option<Signal>,
    /// The tile drawn, for the engine's own draws only.
    drawn: Option<Tile>,
}

/// The hand in progress, set by `hand`.
#[derive(Clone, Debug)]
struct HandState {
    seat: Seat,
    dealt: TileSet,
    pose: PoseRule,
    scores: [i32; MAX_PLAYERS],
    events: Vec<Event>,
}

/// The hand as the engine sees it, rebuilt from the events.
struct Public {
    /// A hand where each other seat holds every tile it could hold, which follows the
    /// public course of the hand; the engine's own hand is its real one.
    hand: Hand,
    own: TileSet,
    sizes: [u8; MAX_PLAYERS],
    over: bool,
}

/// The longest request line read, in bytes: far above any real request (a `game` with
/// every house rule is under a kilobyte). A longer line is skipped with an error.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// An engine speaking the protocol; one per connection.
pub struct Engine {
    game: Option<Game>,
    hand: Option<HandState>,
    clock: Option<Box<dyn Fn() -> f64>>,
    quit: bool,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("game", &self.game.as_ref().map(|g| g.variant.family()))
            .field("hand", &self.hand)
            .field("quit", &self.quit)
            .finish()
    }
}

/// An error reply line: `{"error": message}`.
fn error_line(message: String) -> String {
    Value::Object(Map::new().with("error", message)).to_json()
}

/// A reply: a JSON object, its keys in byte order (as `serde_json` wrote them), or the
/// error's message.
type Reply = Result<Map, String>;

/// `{"ok": true}`.
fn ok() -> Map {
    Map::new().with("ok", true)
}

impl Engine {
    /// A new engine. `clock` gives milliseconds from any origin and lets `go` honour a
    /// time limit; without one, only the number of guesses bounds the thinking.
    pub fn new(clock: Option<Box<dyn Fn() -> f64>>) -> Engine {
        Engine {
            game: None,
            hand: None,
            clock,
            quit: false,
        }
    }

    /// Whether a `quit` request has been answered.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// Answers one request line as read from the wire (without its newline): a line
    /// that is not UTF-8 is refused with the position of its first bad byte.
    pub fn handle_bytes(&mut self, line: &[u8]) -> String {
        match std::str::from_utf8(line) {
            Ok(text) => self.handle(text),
            Err(e) => error_line(format!(
                "the line is not UTF-8 (byte {} is not valid)",
                e.valid_up_to() + 1
            )),
        }
    }

    /// The answer to a line longer than [`MAX_LINE_BYTES`], which is skipped unread.
    pub fn too_long() -> String {
        error_line(format!(
            "the line is longer than {MAX_LINE_BYTES} bytes; it was skipped"
        ))
    }

    /// Answers one request line with one reply line (without the newline).
    pub fn handle(&mut self, line: &str) -> String {
        let reply = match json::parse(line) {
            // Read as a map (each key once, the last value kept), as `serde_json` did.
            Ok(Value::Object(request)) => self.dispatch(&request.sorted()),
            Ok(_) => Err("a request is a JSON object with a \"cmd\" field".to_string()),
            Err(e) => Err(format!(
                "the line is not JSON: {}",
                cut_quotes(&e.to_string())
            )),
        };
        match reply {
            Ok(map) => Value::Object(map).to_json(),
            Err(message) => error_line(message),
        }
    }

    fn dispatch(&mut self, request: &Map) -> Reply {
        let cmd = match request.get("cmd") {
            Some(Value::String(cmd)) => cmd.as_str(),
            Some(_) => return Err("\"cmd\" must be a string".into()),
            None => return Err("the request has no \"cmd\" field".into()),
        };
        let allowed: &[&str] = match cmd {
            "hello" | "view" | "quit" => &["cmd"],
            "game" => &["cmd", "family", "players", "set", "rules", "level", "seed"],
            "hand" => &["cmd", "seat", "tiles", "pose", "scores"],
            "move" => &["cmd", "seat", "move", "signal", "tile"],
            "go" => &["cmd", "ms", "worlds"],
            other => {
                return Err(format!(
                    "unknown cmd '{}' (hello, game, hand, move, go, view, quit)",
                    shown(other)
                ))
            }
        };
        if let Some(extra) = request.keys().find(|k| !allowed.contains(k)) {
            return Err(format!("'{cmd}' takes no field '{}'", shown(extra)));
        }
        match cmd {
            "hello" => Ok(hello()),
            "game" => self.game(request),
            "hand" => self.start_hand(request),
            "move" => self.event(request),
            "go" => self.go(request),
            "view" => self.view_reply(),
            _ => {
                self.quit = true;
                Ok(ok())
            }
        }
    }

    fn game(&mut self, request: &Map) -> Reply {
        let family = Family::from_id(string_field(request, "family")?.unwrap_or_default())
            .map_err(|e| e.to_string())?;
        let players = match number_field(request, "players")? {
            Some(n) => u8::try_from(n).map_err(|_| format!("players cannot be {n}"))?,
            None => family.default_players(),
        };
        let set = match number_field(request, "set")? {
            Some(n) => u8::try_from(n).map_err(|_| format!("set cannot be {n}"))?,
            None => family.sets().first().map_or(6, |s| s.top()),
        };
        let mut rules = HouseRules::new();
        match request.get("rules") {
            None | Some(Value::Null) => {}
            Some(Value::Object(map)) => {
                if map.len() > MAX_HOUSE_RULES {
                    return Err(format!(
                        "{} house rules given; at most {MAX_HOUSE_RULES} are read",
                        map.len()
                    ));
                }
                for (key, value) in map.sorted().iter() {
                    let text = match value {
                        Value::String(s) => s.clone(),
                        Value::Number(n) => n.as_str().to_string(),
                        Value::Bool(true) => "on".into(),
                        Value::Bool(false) => "off".into(),
                        _ => {
                            return Err(format!("house rule '{}' needs a string value", shown(key)))
                        }
                    };
                    rules.set(key, &text);
                }
            }
            Some(_) => return Err("\"rules\" must be an object of key: value".into()),
        }
        let variant = Variant::new(family, players, set, &rules).map_err(|e| e.to_string())?;
        let level = match string_field(request, "level")? {
            None => Level::Hard,
            Some(id) => Level::from_id(id).ok_or_else(|| {
                let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
                format!("unknown level '{}' (levels: {})", shown(id), ids.join(", "))
            })?,
        };
        let seed = number_field(request, "seed")?.unwrap_or(1);
        let mut rules = Map::new();
        for (key, value) in variant.rules().iter() {
            rules.push(key, value);
        }
        let reply = Map::new()
            .with("family", family.id())
            .with("level", level.id())
            .with("ok", true)
            .with("players", variant.players())
            .with("rules", rules)
            .with("set", variant.set().top());
        self.game = Some(Game {
            variant,
            level,
            rng: Rng::new(seed),
        });
        self.hand = None;
        Ok(reply)
    }

    fn variant(&self) -> Result<&Variant, String> {
        self.game
            .as_ref()
            .map(|g| &g.variant)
            .ok_or_else(|| "no game yet: send {\"cmd\": \"game\", \"family\": ...} first".into())
    }

    fn start_hand(&mut self, request: &Map) -> Reply {
        let variant = self.variant()?.clone();
        let mech = variant.mechanics();
        let seat = seat_field(request, "seat", variant.players())?
            .ok_or("'hand' needs the engine's \"seat\"")?;
        let Some(Value::Array(list)) = request.get("tiles") else {
            return Err(
                "'hand' needs \"tiles\": the engine's tiles, like [\"6-6\", \"5-3\"]".into(),
            );
        };
        let mut dealt = TileSet::EMPTY;
        for item in list {
            let tile = tile_value(item)?;
            if !mech.in_play.contains(tile) {
                return Err(format!("tile {tile} is not in this game's set"));
            }
            if dealt.contains(tile) {
                return Err(format!("tile {tile} is given twice"));
            }
            dealt.insert(tile);
        }
        if dealt.len() != mech.hand_size as usize {
            return Err(format!(
                "a hand has {} tiles in this game, not {}",
                mech.hand_size,
                dealt.len()
            ));
        }
        let pose = pose_field(request, &variant)?;
        let mut scores = [0; MAX_PLAYERS];
        match request.get("scores") {
            None | Some(Value::Null) => {}
            Some(Value::Array(values)) if values.len() <= MAX_PLAYERS => {
                for (slot, v) in scores.iter_mut().zip(values) {
                    *slot = v
                        .as_i64()
                        .and_then(|n| i32::try_from(n).ok())
                        .ok_or("\"scores\" must be whole numbers")?;
                }
            }
            Some(_) => return Err("\"scores\" must be a list of one score per side".into()),
        }
        let hand = HandState {
            seat,
            dealt,
            pose,
            scores,
            events: Vec::new(),
        };
        if let PoseRule::Tile(t) = pose {
            if !mech.in_play.contains(t) {
                return Err(format!("tile {t} is not in this game's set"));
            }
        }
        replay(&variant, &hand)?;
        self.hand = Some(hand);
        Ok(ok())
    }

    fn event(&mut self, request: &Map) -> Reply {
        let variant = self.variant()?.clone();
        let Some(hand) = self.hand.as_ref() else {
            return Err("no hand yet: send 'hand' with the engine's seat and tiles first".into());
        };
        let seat = seat_field(request, "seat", variant.players())?
            .ok_or("'move' needs the \"seat\" that moved")?;
        let text = string_field(request, "move")?.ok_or("'move' needs the \"move\" text")?;
        let (text, inline_signal) = Signal::split_from(text);
        let signal =
            match string_field(request, "signal")? {
                Some(id) => Some(Signal::from_id(id).ok_or_else(|| {
                    format!("unknown signal '{}' (strong, some, none)", shown(id))
                })?),
                None => inline_signal,
            };
        let drawn = match request.get("tile") {
            None | Some(Value::Null) => None,
            Some(v) => Some(tile_value(v)?),
        };
        let public = replay(&variant, hand)?;
        let mv = public.hand.parse_move(text).map_err(|e| e.to_string())?;
        let event = Event {
            seat,
            mv,
            signal,
            drawn,
        };
        // The new event is checked where the hand stands. The first one is left to the
        // replay below: before it, who holds the tile that must be posed is not public.
        if !hand.events.is_empty() {
            let players = variant.players();
            check_event(
                &variant,
                &public.hand,
                &event,
                hand.seat,
                public.own,
                &public.sizes,
                public.over,
            )
            .map_err(|why| {
                format!(
                    "move {} '{}' by {}: {why}",
                    hand.events.len() + 1,
                    public.hand.notation(mv),
                    seat.name(players).to_ascii_lowercase()
                )
            })?;
        }
        let mut next = hand.clone();
        next.events.push(event);
        replay(&variant, &next)?;
        self.hand = Some(next);
        Ok(ok())
    }

    /// The engine's view of the hand, for `go` and `view`.
    fn current_view(&self) -> Result<(View, Public), String> {
        let variant = self.variant()?;
        let told = self
            .hand
            .as_ref()
            .ok_or("no hand yet: send 'hand' with the engine's seat and tiles first")?;
        let public = replay(variant, told)?;
        let hand = &public.hand;
        let mut signals = Vec::new();
        for (i, e) in told.events.iter().enumerate() {
            if let (Some(signal), Move::Play { open, .. }) = (e.signal, e.mv) {
                signals.push(SignalEvent {
                    move_index: i,
                    seat: e.seat,
                    signal,
                    number: open,
                });
            }
        }
        let mine = hand.turn() == told.seat && !public.over && !hand.is_over();
        let view = View {
            seat: told.seat,
            variant: variant.clone(),
            hand: public.own,
            layout: *hand.layout(),
            turn: hand.turn(),
            phase: hand.phase(),
            pose_rule: hand.pose_rule(),
            hand_sizes: public.sizes,
            boneyard: hand.boneyard_len(),
            history: told.events.iter().map(|e| (e.seat, e.mv)).collect(),
            signals,
            scores: told.scores,
            pending_claim: hand.pending_claim(),
            legal: if mine {
                hand.legal_moves().to_vec()
            } else {
                Vec::new()
            },
        };
        Ok((view, public))
    }

    /// The engine's seat's view of the position and the engine's random stream, as `go`
    /// would use them (for the hand review, [`super::review`]).
    pub fn view_and_rng(&mut self) -> Result<(View, &mut Rng), String> {
        let (view, _) = self.current_view()?;
        let game = self.game.as_mut().ok_or("no game yet")?;
        Ok((view, &mut game.rng))
    }

    fn go(&mut self, request: &Map) -> Reply {
        // Without a limit the engine still stops after the longest one allowed.
        let ms = match request.get("ms") {
            None | Some(Value::Null) => Budget::MAX_MS,
            Some(v) => v
                .as_f64()
                .filter(|ms| *ms > 0.0 && *ms <= Budget::MAX_MS)
                .ok_or_else(|| {
                    // Written as a whole number: formatting an `f64` would pull the
                    // float printing code (about 10 KB) into the AI worker.
                    format!(
                        "\"ms\" must be a number of milliseconds above 0, at most {}",
                        Budget::MAX_MS as u32
                    )
                })?,
        };
        let worlds = match number_field(request, "worlds")? {
            Some(n) => u32::try_from(n)
                .ok()
                .filter(|&n| n > 0 && n <= Budget::MAX_WORLDS)
                .ok_or_else(|| {
                    format!(
                        "\"worlds\" must be a whole number from 1 to {}",
                        Budget::MAX_WORLDS
                    )
                })?,
            None => Budget::STANDARD.worlds,
        };
        let (view, public) = self.current_view()?;
        if public.over || public.hand.is_over() {
            return Err("the hand is over".into());
        }
        if view.legal.is_empty() {
            return Err(format!(
                "it is {}'s turn, not the engine's",
                view.turn.name(view.variant.players()).to_ascii_lowercase()
            ));
        }
        let clock = self.clock.as_deref();
        let start = clock.map(|c| c());
        let deadline = || match (clock, start) {
            (Some(c), Some(t0)) => c() - t0 >= ms * 0.8,
            _ => false,
        };
        let budget = Budget {
            worlds,
            deadline: Some(&deadline),
        };
        let game = self.game.as_mut().ok_or("no game yet")?;
        let level = game.level;
        let mv = choose_within(&view, level, &mut game.rng, &budget)
            .ok_or("the engine has no legal move")?;
        let signal = choose_signal(&view, level, mv);
        let ms = match (clock, start) {
            (Some(c), Some(t0)) => Some(ms_number((c() - t0).max(0.0))),
            _ => None,
        };
        Ok(Map::new()
            .with("move", public.hand.notation(mv))
            .with_some("ms", ms)
            .with("signal", signal.map(Signal::id)))
    }

    fn view_reply(&self) -> Reply {
        let (view, public) = self.current_view()?;
        let players = view.variant.players();
        let name = |s: Seat| s.name(players).to_ascii_lowercase();
        let kind = view.layout.kind();
        let ends: Vec<Value> = view
            .layout
            .open_ends()
            .map(|e| {
                let end = Map::new()
                    .with("end", e.name(kind))
                    .with("number", view.layout.end_number(e));
                Value::Object(end)
            })
            .collect();
        let hand = &public.hand;
        let strings = |items: Vec<String>| Value::from(items);
        let phase = match view.phase {
            Phase::ChoosePoser(_) => "choose-poser",
            Phase::Pose => "pose",
            Phase::Play => "play",
            Phase::Over => "over",
        };
        let sizes: Vec<u8> = (0..players as usize).map(|i| view.hand_sizes[i]).collect();
        Ok(Map::new()
            .with("boneyard", view.boneyard)
            .with("ends", ends)
            .with(
                "hand",
                strings(view.hand.iter().map(|t| t.to_string()).collect()),
            )
            .with(
                "legal",
                strings(view.legal.iter().map(|&m| hand.notation(m)).collect()),
            )
            .with("moves", view.history.len())
            .with("over", public.over || hand.is_over())
            .with("phase", phase)
            .with("seat", name(view.seat))
            .with("sizes", sizes)
            .with(
                "table",
                strings(view.layout.played().iter().map(|t| t.to_string()).collect()),
            )
            .with("turn", name(view.turn)))
    }
}

/// What one seat knows privately about the hand in progress, besides the public record:
/// the tiles it was dealt and, in order, the tiles it drew.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatSecrets {
    /// The seat's tiles when the hand was dealt.
    pub dealt: TileSet,
    /// The tiles the seat drew, in the order it drew them.
    pub draws: Vec<Tile>,
}

/// How a computer player is asked for its move: its level, its random seed, and the
/// optional limits of `go`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ask {
    /// The level it plays at.
    pub level: Level,
    /// The seed of its random choices.
    pub seed: u64,
    /// A time limit in milliseconds.
    pub ms: Option<f64>,
    /// How many guesses of the hidden tiles the hard level tries.
    pub worlds: Option<u32>,
}

/// The requests that bring a fresh engine to the position of match `m` as `seat` sees
/// it, then ask it for a move: `game` (with the engine's `level` and random `seed`),
/// `hand` (the seat's dealt tiles, how the hand was to be posed when it was dealt: `pose`,
/// the scores), one `move` per
/// public event of the hand (the seat's own draws with the tile it drew), and `go` (with
/// the time limit `ms` and the hard level's number of guesses `worlds`, where given).
///
/// This is how the browser game asks its AI worker for a move: nothing in these lines
/// comes from another seat's hand or the boneyard, so what the worker sees is exactly
/// what a player in that seat sees. Answered by an [`Engine`] at the seat's turn, the
/// move is the one [`crate::ai::choose`] picks from [`View::of`] with `Rng::new(seed)`
/// (as long as `ms` and `worlds` are left out, or `ms` does not cut the thinking short).
pub fn requests_for(
    m: &Match,
    seat: Seat,
    secrets: &SeatSecrets,
    pose: PoseRule,
    ask: &Ask,
) -> Vec<String> {
    let Ask {
        level,
        seed,
        ms,
        worlds,
    } = *ask;
    let variant = m.variant();
    let mech = variant.mechanics();
    let sides = usize::from(variant.sides());
    let players = variant.players();
    // Written with the crate's own small JSON writer rather than `serde_json`, which the
    // page, which asks its AI worker with these lines, then does without.
    let mut lines = Vec::with_capacity(m.moves().len() + 3);
    let mut rules = Map::new();
    for (key, value) in variant.rules().iter() {
        rules.push(key, value);
    }
    let game = Map::new()
        .with("cmd", "game")
        .with("family", variant.family().id())
        .with("players", players)
        .with("set", variant.set().top())
        .with("rules", rules)
        .with("level", level.id())
        .with("seed", seed);
    lines.push(Value::Object(game).to_json());
    let pose = pose_json(pose, players);
    let tiles: Vec<String> = secrets.dealt.iter().map(|t| t.to_string()).collect();
    let hand = Map::new()
        .with("cmd", "hand")
        .with("seat", seat.index())
        .with("tiles", tiles)
        .with("pose", pose)
        .with("scores", m.state().scores[..sides].to_vec());
    lines.push(Value::Object(hand).to_json());
    let mut draws = secrets.draws.iter();
    let signals = m.signals();
    for (i, (mover, mv)) in m.history().enumerate() {
        let tile = if mover == seat && mv == Move::Draw {
            draws.next().map(|t| t.to_string())
        } else {
            None
        };
        let request = Map::new()
            .with("cmd", "move")
            .with("seat", mover.index())
            .with("move", mv.notation(mech.layout, mech.players, mech.join))
            .with_some(
                "signal",
                signals
                    .iter()
                    .find(|s| s.move_index == i)
                    .map(|s| s.signal.id()),
            )
            .with_some("tile", tile);
        lines.push(Value::Object(request).to_json());
    }
    // By hand: a time limit written without float formatting (see `crate::view::num`).
    let mut go = String::from(r#"{"cmd":"go""#);
    if let Some(ms) = ms {
        go.push_str(&format!(r#","ms":{}"#, crate::view::num::fixed(ms, 3)));
    }
    if let Some(worlds) = worlds {
        go.push_str(&format!(r#","worlds":{worlds}"#));
    }
    go.push('}');
    lines.push(go);
    lines
}

/// The `pose` field of a `hand` request: how a hand of `players` is to be posed, as a
/// harness announces it when the hand is dealt.
pub fn pose_json(pose: PoseRule, players: u8) -> Map {
    let name = |s: Seat| s.name(players).to_ascii_lowercase();
    match pose {
        PoseRule::Tile(t) => Map::new().with("tile", t.to_string()),
        PoseRule::Any(s) => Map::new().with("seat", name(s)),
        PoseRule::AnyDouble(s) => Map::new().with("double", name(s)),
        PoseRule::Team(t) => Map::new().with("team", name(t.seats()[0])),
    }
}

/// A time in milliseconds as the reply's `ms`: rounded to the hundredth and written as
/// `serde_json` wrote an `f64` ("4.84", "12.0"), without float formatting code (see
/// [`crate::view::num`]).
fn ms_number(ms: f64) -> Value {
    let mut text = crate::view::num::fixed(ms, 2);
    if !text.contains('.') {
        text.push_str(".0");
    }
    json::parse(&text).unwrap_or(Value::Null)
}

fn hello() -> Map {
    let families: Vec<&str> = Family::ALL.iter().map(|f| f.id()).collect();
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
    Map::new()
        .with("engine", "dominoes")
        .with("families", Value::from(families))
        .with("levels", Value::from(levels))
        .with("ok", true)
        .with("protocol", PROTOCOL_VERSION)
}

fn string_field<'a>(request: &'a Map, key: &str) -> Result<Option<&'a str>, String> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(_) => Err(format!("\"{key}\" must be a string")),
    }
}

fn number_field(request: &Map, key: &str) -> Result<Option<u64>, String> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| format!("\"{key}\" must be a whole number")),
    }
}

fn seat_value(value: &Value, players: u8) -> Result<Seat, String> {
    match value {
        Value::String(name) => Seat::from_name(name, players).ok_or_else(|| {
            let names: Vec<String> = Seat::all(players)
                .map(|s| s.name(players).to_ascii_lowercase())
                .collect();
            format!(
                "unknown seat '{}' (seats: {})",
                shown(name),
                names.join(", ")
            )
        }),
        Value::Number(n) => n
            .as_u64()
            .filter(|&i| i < players as u64)
            .map(|i| Seat::new(i as u8))
            .ok_or_else(|| {
                let n = n.as_str();
                format!("seat number {n} is not at a table of {players}")
            }),
        _ => Err("a seat is a name like \"south\" or a number from 0".into()),
    }
}

fn seat_field(request: &Map, key: &str, players: u8) -> Result<Option<Seat>, String> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => seat_value(v, players).map(Some),
    }
}

fn tile_value(value: &Value) -> Result<Tile, String> {
    match value {
        Value::String(text) => text.parse::<Tile>().map_err(|e| e.to_string()),
        _ => Err("a tile is a string like \"6-2\"".into()),
    }
}

/// Reads the `pose` field of `hand`: who poses and what.
fn pose_field(request: &Map, variant: &Variant) -> Result<PoseRule, String> {
    let players = variant.players();
    let default = variant.family_rules().first_double(variant);
    let map =
        match request.get("pose") {
            None | Some(Value::Null) => return Ok(PoseRule::Tile(default)),
            Some(Value::Object(map)) if map.sorted().len() == 1 => map,
            Some(_) => return Err(
                "\"pose\" is one of {\"tile\": T}, {\"seat\": S}, {\"double\": S}, {\"team\": S}"
                    .into(),
            ),
        };
    let (key, value) = map.iter().last().ok_or("empty \"pose\"")?;
    match key {
        "tile" => Ok(PoseRule::Tile(tile_value(value)?)),
        "seat" => Ok(PoseRule::Any(seat_value(value, players)?)),
        "double" => Ok(PoseRule::AnyDouble(seat_value(value, players)?)),
        "team" => {
            if !variant.partnership() {
                return Err("only partnership games pose by team".into());
            }
            let team = match value {
                Value::String(s) if s.eq_ignore_ascii_case("north-south") => Team::new(0),
                Value::String(s) if s.eq_ignore_ascii_case("east-west") => Team::new(1),
                v => seat_value(v, players)?.team(),
            };
            Ok(PoseRule::Team(team))
        }
        other => Err(format!(
            "unknown pose '{}' (tile, seat, double or team)",
            shown(other)
        )),
    }
}

/// Rebuilds the hand from its events, checking each one against what the engine can see.
fn replay(variant: &Variant, told: &HandState) -> Result<Public, String> {
    let mech = variant.mechanics();
    let players = mech.players;
    let me = told.seat;
    let mut played_by = [TileSet::EMPTY; MAX_PLAYERS];
    let mut mine = told.dealt;
    for e in &told.events {
        match e.mv {
            Move::Play { tile, .. } | Move::Pose(tile) => played_by[e.seat.index()].insert(tile),
            Move::Draw if e.seat == me => {
                if let Some(t) = e.drawn {
                    mine.insert(t);
                }
            }
            _ => {}
        }
    }
    // Whoever moves first under "the holder of T poses it" holds T.
    if let (PoseRule::Tile(t), Some(first)) = (told.pose, told.events.first()) {
        if first.seat != me && !told.dealt.contains(t) {
            played_by[first.seat.index()].insert(t);
        }
    }
    let mut hands = [TileSet::EMPTY; MAX_PLAYERS];
    for s in Seat::all(players) {
        hands[s.index()] = if s == me {
            told.dealt
        } else {
            let mut others_played = TileSet::EMPTY;
            for o in Seat::all(players).filter(|&o| o != s) {
                others_played |= played_by[o.index()];
            }
            mech.in_play - mine - others_played
        };
    }
    let filler = mech.in_play.iter().next().unwrap_or(Tile::new(0, 0));
    let mut boneyard = arrayvec::ArrayVec::new();
    let mut draws = told.events.iter().filter(|e| e.mv == Move::Draw);
    for _ in 0..undealt_at_start(mech) {
        let tile = match draws.next() {
            Some(e) if e.seat == me => e.drawn.unwrap_or(filler),
            _ => filler,
        };
        boneyard.push(tile);
    }
    let mut hand = Hand::new(*mech, &Deal { hands, boneyard }, told.pose);
    let mut sizes = [0u8; MAX_PLAYERS];
    for s in Seat::all(players) {
        sizes[s.index()] = mech.hand_size;
    }
    let mut my_hand = told.dealt;
    let mut over = false;
    let name = |s: Seat| s.name(players).to_ascii_lowercase();
    for (i, e) in told.events.iter().enumerate() {
        let at = |why: String| {
            format!(
                "move {} '{}' by {}: {why}",
                i + 1,
                hand.notation(e.mv),
                name(e.seat)
            )
        };
        check_event(variant, &hand, e, me, my_hand, &sizes, over).map_err(at)?;
        hand.play_unchecked(e.mv);
        let s = e.seat.index();
        match e.mv {
            Move::Play { tile, .. } | Move::Pose(tile) => {
                sizes[s] = sizes[s].saturating_sub(1);
                if e.seat == me {
                    my_hand.remove(tile);
                }
                if sizes[s] == 0 {
                    over = true;
                }
            }
            Move::Draw => {
                sizes[s] = sizes[s].saturating_add(1);
                if let (true, Some(t)) = (e.seat == me, e.drawn) {
                    my_hand.insert(t);
                }
            }
            _ => {}
        }
    }
    Ok(Public {
        hand,
        own: my_hand,
        sizes,
        over,
    })
}

/// Checks one event against the hand as the engine sees it (`hand`, the engine's hand,
/// each seat's tile count, whether someone has gone out).
fn check_event(
    variant: &Variant,
    hand: &Hand,
    e: &Event,
    me: Seat,
    my_hand: TileSet,
    sizes: &[u8; MAX_PLAYERS],
    over: bool,
) -> Result<(), String> {
    let mech = variant.mechanics();
    let players = variant.players();
    if over || hand.is_over() {
        return Err("the hand is over".into());
    }
    if e.seat != hand.turn() {
        let turn = hand.turn().name(players).to_ascii_lowercase();
        return Err(format!("it is {turn}'s turn"));
    }
    if e.signal.is_some() {
        if !signals_allowed(variant) {
            return Err("signals are not played in this game".into());
        }
        if !matches!(e.mv, Move::Play { .. }) {
            return Err("a signal goes with a tile played on an end".into());
        }
    }
    let legal = hand.legal_moves();
    if e.seat != me {
        if e.drawn.is_some() {
            return Err(
                "the engine is told only its own draws, never another player's tile".into(),
            );
        }
        return check_other(hand, e.mv, my_hand, sizes[e.seat.index()], &legal);
    }
    if e.mv == Move::Draw {
        let Some(t) = e.drawn else {
            return Err("tell the engine the tile it drew (\"tile\")".into());
        };
        if !mech.in_play.contains(t) || my_hand.contains(t) || hand.layout().played().contains(t) {
            return Err(format!("tile {t} cannot be drawn: it is not hidden"));
        }
    } else if e.drawn.is_some() {
        return Err("only a draw comes with a tile".into());
    }
    if legal.contains(&e.mv) {
        Ok(())
    } else {
        let why = hand.clone().play(e.mv).err().map(|w| w.to_string());
        Err(why.unwrap_or_else(|| "illegal".into()))
    }
}

/// Checks another seat's move as far as the engine can see: tiles must be hidden from it
/// and fit; passes and draws are taken on trust where they depend on the hidden hand.
fn check_other(
    hand: &Hand,
    mv: Move,
    my_hand: TileSet,
    size: u8,
    legal: &[Move],
) -> Result<(), String> {
    let mech = hand.mechanics();
    let why = |mv: Move| {
        hand.clone()
            .play(mv)
            .err()
            .map_or_else(|| "illegal".to_string(), |w| w.to_string())
    };
    let claim_waiting = hand.pending_claim().is_some_and(|p| !p.missed);
    match mv {
        Move::Play { tile, .. } | Move::Pose(tile) => {
            if my_hand.contains(tile) {
                return Err(format!("{tile} is in the engine's hand"));
            }
            if hand.layout().played().contains(tile) {
                return Err(format!("{tile} is already on the table"));
            }
            if size == 0 {
                return Err("that player has no tiles".into());
            }
            if legal.contains(&mv) {
                Ok(())
            } else {
                Err(why(mv))
            }
        }
        Move::Pass => {
            let ok = legal.contains(&Move::Pass)
                || match hand.phase() {
                    Phase::Pose => matches!(hand.pose_rule(), PoseRule::AnyDouble(_)),
                    Phase::Play => {
                        !claim_waiting && (mech.draw == DrawRule::Never || hand.boneyard_len() == 0)
                    }
                    _ => false,
                };
            if ok {
                Ok(())
            } else if hand.phase() == Phase::Play && !claim_waiting {
                Err("nothing fits, so draw from the boneyard".into())
            } else {
                Err(why(mv))
            }
        }
        Move::Draw => {
            let ok = legal.contains(&Move::Draw)
                || (hand.phase() == Phase::Play
                    && !claim_waiting
                    && mech.draw == DrawRule::WhenStuck
                    && hand.boneyard_len() > 0);
            if ok {
                Ok(())
            } else {
                Err(why(mv))
            }
        }
        _ => {
            if legal.contains(&mv) {
                Ok(())
            } else {
                Err(why(mv))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::HouseRules;
    use serde_json::{json, Value};

    /// Our JSON object as a `serde_json` value.
    fn as_serde(map: Map) -> Value {
        serde_json::from_str(&json::Value::Object(map).to_json()).unwrap_or(Value::Null)
    }

    /// Sends `request` and returns the reply as JSON.
    fn ask(engine: &mut Engine, request: &Value) -> Value {
        let reply = engine.handle(&request.to_string());
        serde_json::from_str(&reply).unwrap_or_else(|e| panic!("{reply}: {e}"))
    }

    /// The expert level is offered by `hello` and accepted by `game`, and a fresh engine
    /// brought to a position with [`requests_for`] answers with the very move
    /// [`crate::ai::choose_within`] makes at that level from the seat's view, in every
    /// family (draws included), move after move.
    #[test]
    fn the_engine_plays_at_the_expert_level() {
        let hello = ask(&mut Engine::new(None), &json!({"cmd": "hello"}));
        assert!(hello["levels"]
            .as_array()
            .unwrap()
            .contains(&json!("expert")));
        let mut asked = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let mut m = Match::new(v.clone(), 5);
                let me = Seat::new(0);
                let secrets_dealt = m.hand().hand(me);
                let pose = m.hand().pose_rule();
                let mut draws = Vec::new();
                let mut rng = Rng::new(17);
                while !m.hand_finished() {
                    let mv = if m.hand().turn() == me {
                        let ask_for = Ask {
                            level: Level::Expert,
                            seed: 99,
                            ms: None,
                            worlds: Some(12),
                        };
                        let secrets = SeatSecrets {
                            dealt: secrets_dealt,
                            draws: draws.clone(),
                        };
                        let mut engine = Engine::new(None);
                        let mut reply = String::new();
                        for line in requests_for(&m, me, &secrets, pose, &ask_for) {
                            reply = engine.handle(&line);
                            assert!(!reply.contains("error"), "{family:?}: {line} -> {reply}");
                        }
                        let reply: Value = serde_json::from_str(&reply).unwrap();
                        let text = reply["move"].as_str().expect("a move");
                        let played = m.hand().parse_move(text).unwrap();
                        let view = View::of(&m, me);
                        let own = choose_within(
                            &view,
                            Level::Expert,
                            &mut Rng::new(99),
                            &Budget::worlds(12),
                        );
                        assert_eq!(Some(played), own, "{family:?} {players}p");
                        asked += 1;
                        played
                    } else {
                        let legal = m.hand().legal_moves();
                        legal[rng.below(legal.len() as u32) as usize]
                    };
                    let before = m.hand().hand(me);
                    m.play(mv).unwrap();
                    let after = m.hand().hand(me);
                    // The seat's own draws are the hidden tiles it is told.
                    if mv == Move::Draw && after.len() > before.len() {
                        draws.extend((after - before).iter());
                    }
                }
            }
        }
        assert!(asked > 60, "only {asked} expert moves compared");
    }

    /// Told the public events of real hands, the engine rebuilds exactly the view the
    /// match gives its seat, in every family, move after move; its own moves are legal.
    #[test]
    fn the_engine_sees_what_its_seat_sees() {
        let mut compared = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                for seed in 0..6u64 {
                    let mut m = Match::new(v.clone(), seed);
                    let me = Seat::new((seed % players as u64) as u8);
                    let mut engine = Engine::new(None);
                    let game = json!({"cmd": "game", "family": family.id(),
                        "players": players, "level": "medium", "seed": seed});
                    assert_eq!(ask(&mut engine, &game)["ok"], true);
                    let tiles: Vec<String> =
                        m.hand().hand(me).iter().map(|t| t.to_string()).collect();
                    let hand = json!({"cmd": "hand", "seat": me.index(), "tiles": tiles,
                        "pose": as_serde(pose_json(m.hand().pose_rule(), players))});
                    assert_eq!(ask(&mut engine, &hand)["ok"], true, "{family:?}");
                    let mut rng = Rng::new(seed);
                    while !m.hand_finished() {
                        let turn = m.hand().turn();
                        let (view, _) = engine.current_view().unwrap();
                        let real = View::of(&m, me);
                        // Before the first move, who holds the tile that must be posed is
                        // not public (unless it is the engine's own).
                        let unknown_poser = view.history.is_empty() && turn != me;
                        if !unknown_poser {
                            assert_eq!(view, real, "{family:?} {players}p seed {seed}");
                            compared += 1;
                        }
                        let mv = if turn == me {
                            let reply = ask(&mut engine, &json!({"cmd": "go"}));
                            let text = reply["move"].as_str().unwrap().to_string();
                            m.hand().parse_move(&text).unwrap()
                        } else {
                            let legal = m.hand().legal_moves();
                            legal[rng.below(legal.len() as u32) as usize]
                        };
                        let text = m.hand().notation(mv);
                        let before = m.hand().hand(me);
                        m.play(mv).unwrap();
                        let mut event = json!({"cmd": "move", "seat": turn.index(), "move": text});
                        if turn == me && mv == Move::Draw {
                            let drawn = m.hand().hand(me) - before;
                            event["tile"] = json!(drawn.iter().next().unwrap().to_string());
                        }
                        let reply = ask(&mut engine, &event);
                        assert_eq!(reply["ok"], true, "{family:?} {event}: {reply}");
                    }
                    let after = ask(&mut engine, &json!({"cmd": "go"}));
                    assert!(after["error"].is_string());
                }
            }
        }
        assert!(compared > 500);
    }

    /// The requests as the build before the crate's JSON writer wrote them (serde_json
    /// and these typed requests), to check the new lines are the same bytes.
    mod with_serde {
        use super::super::*;
        use serde::Serialize;

        /// The `game` request of [`requests_for`].
        #[derive(Serialize)]
        struct GameRequest<'a> {
            cmd: &'static str,
            family: &'static str,
            players: u8,
            set: u8,
            rules: &'a HouseRules,
            level: &'static str,
            seed: u64,
        }

        /// The `hand` request of [`requests_for`].
        #[derive(Serialize)]
        struct HandRequest<'a> {
            cmd: &'static str,
            seat: u8,
            tiles: Vec<String>,
            pose: PoseField,
            scores: &'a [i32],
        }

        /// The `pose` field of a `hand` request: one of its four keys (see [`pose_json`]).
        #[derive(Serialize)]
        struct PoseField {
            #[serde(skip_serializing_if = "Option::is_none")]
            tile: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            seat: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            double: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            team: Option<String>,
        }

        /// A `move` request of [`requests_for`].
        #[derive(Serialize)]
        struct MoveRequest {
            cmd: &'static str,
            seat: u8,
            #[serde(rename = "move")]
            mv: String,
            #[serde(skip_serializing_if = "Option::is_none")]
            signal: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            tile: Option<String>,
        }

        pub fn requests_for(
            m: &Match,
            seat: Seat,
            secrets: &SeatSecrets,
            pose: PoseRule,
            ask: &Ask,
        ) -> Vec<String> {
            let variant = m.variant();
            let mech = variant.mechanics();
            let sides = usize::from(variant.sides());
            let players = variant.players();
            fn line(request: &impl Serialize) -> String {
                serde_json::to_string(request).unwrap_or_default()
            }
            let mut lines = vec![line(&GameRequest {
                cmd: "game",
                family: variant.family().id(),
                players,
                set: variant.set().top(),
                rules: variant.rules(),
                level: ask.level.id(),
                seed: ask.seed,
            })];
            let name = |s: Seat| s.name(players).to_ascii_lowercase();
            let (tile, seat_name, double, team) = match pose {
                PoseRule::Tile(t) => (Some(t.to_string()), None, None, None),
                PoseRule::Any(s) => (None, Some(name(s)), None, None),
                PoseRule::AnyDouble(s) => (None, None, Some(name(s)), None),
                PoseRule::Team(t) => (None, None, None, Some(name(t.seats()[0]))),
            };
            lines.push(line(&HandRequest {
                cmd: "hand",
                seat: seat.index() as u8,
                tiles: secrets.dealt.iter().map(|t| t.to_string()).collect(),
                pose: PoseField {
                    tile,
                    seat: seat_name,
                    double,
                    team,
                },
                scores: &m.state().scores[..sides],
            }));
            let mut draws = secrets.draws.iter();
            for (i, (mover, mv)) in m.history().enumerate() {
                let tile = if mover == seat && mv == Move::Draw {
                    draws.next().map(|t| t.to_string())
                } else {
                    None
                };
                lines.push(line(&MoveRequest {
                    cmd: "move",
                    seat: mover.index() as u8,
                    mv: mv.notation(mech.layout, mech.players, mech.join),
                    signal: m
                        .signals()
                        .iter()
                        .find(|s| s.move_index == i)
                        .map(|s| s.signal.id()),
                    tile,
                }));
            }
            lines
        }
    }

    /// The lines of [`requests_for`] are byte for byte what the serde_json version wrote,
    /// for every family, every way of posing, signals, draws and scores.
    #[test]
    fn requests_are_the_bytes_the_serde_version_wrote() {
        let mut rng = Rng::new(21);
        let mut compared = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                let mut rules = HouseRules::new();
                if family == Family::Haitian {
                    rules.set("signals", "on");
                }
                let Ok(v) = Variant::new(family, players, 6, &rules) else {
                    continue;
                };
                let mut m = Match::new(v, rng.next_u64());
                for step in 0..60 {
                    if m.is_over() {
                        break;
                    }
                    if m.hand_finished() {
                        m.next_hand();
                        continue;
                    }
                    let seat = m.hand().turn();
                    let secrets = SeatSecrets {
                        dealt: m.hand().hand(seat),
                        draws: m.hand().hand(Seat::new(0)).iter().take(3).collect(),
                    };
                    let pose = match step % 5 {
                        0 => PoseRule::Any(seat),
                        1 => PoseRule::AnyDouble(Seat::new(0)),
                        2 => PoseRule::Team(Team::new(1)),
                        _ => m.hand().pose_rule(),
                    };
                    let ask = Ask {
                        level: Level::ALL[step % Level::ALL.len()],
                        seed: rng.next_u64(),
                        ms: None,
                        worlds: None,
                    };
                    let ours = requests_for(&m, seat, &secrets, pose, &ask);
                    let theirs = with_serde::requests_for(&m, seat, &secrets, pose, &ask);
                    assert_eq!(ours[..ours.len() - 1], theirs[..], "{family:?}");
                    assert_eq!(ours.last().map(String::as_str), Some(r#"{"cmd":"go"}"#));
                    compared += 1;
                    let legal = m.hand().legal_moves();
                    let mv = legal[rng.below(legal.len() as u32) as usize];
                    if m.signals_allowed() && matches!(mv, Move::Play { .. }) {
                        let signal = [Signal::Strong, Signal::Some, Signal::None][step % 3];
                        m.play_with_signal(mv, signal).unwrap();
                    } else {
                        m.play(mv).unwrap();
                    }
                }
            }
        }
        assert!(compared > 400, "{compared}");
    }

    /// Every reply is written as `serde_json` wrote it (keys in byte order, compact), so
    /// the bytes are those of the README's session; repeated keys keep their last value.
    #[test]
    fn replies_are_the_bytes_serde_json_wrote() {
        let mut engine = Engine::new(None);
        let mut said = Vec::new();
        let lines = [
            r#"{"cmd": "hello"}"#,
            r#"{"cmd": "game", "family": "jamaican", "level": "hard"}"#,
            r#"{"cmd": "hand", "seat": "south", "tiles": ["3-3","1-4","3-4","4-4","2-5","2-6","4-6"]}"#,
            r#"{"cmd": "view"}"#,
            r#"{"cmd": "move", "seat": "west", "move": "pose 6-6"}"#,
            r#"{"cmd": "go", "worlds": 50}"#,
            r#"{"cmd": "move", "seat": "south", "move": "4-6 left"}"#,
            r#"{"cmd": "move", "seat": "east", "move": "0-1 left"}"#,
            r#"{"cmd": "view"}"#,
            r#"{"cmd": "game", "family": "allfives", "players": 2, "rules": {"muggins": true, "target": 150, "muggins": "off"}, "cmd": "game"}"#,
            r#"{"cmd": "hand", "seat": 0, "tiles": ["0-0","1-1","2-2","3-3","4-4","5-5","6-6"], "pose": {"seat": "x", "seat": "north"}}"#,
            r#"{"cmd": "game", "family": "jamaican", "b": 1, "a": 2}"#,
            r#"{"cmd": "quit", "cmd": "hello"}"#,
            "[1, 2]",
            "{\"cmd\": \"hello\"",
            r#"{"cmd": "quit"}"#,
        ];
        for line in lines {
            let reply = engine.handle(line);
            let canonical = serde_json::from_str::<Value>(&reply).map(|v| v.to_string());
            assert_eq!(canonical.ok().as_deref(), Some(reply.as_str()), "{line}");
            said.push(reply);
        }
        assert_eq!(
            said[1],
            r#"{"family":"jamaican","level":"hard","ok":true,"players":4,"rules":{"key_tile":"on","playoff":"off","pose":"tournament","tie_replay":"off"},"set":6}"#
        );
        assert_eq!(said[2], r#"{"ok":true}"#);
        assert_eq!(said[6], r#"{"ok":true}"#);
        assert!(
            said[8].contains(r#""moves":2,"over":false,"phase":"play","seat":"south""#),
            "{}",
            said[8]
        );
        let go = &said[5];
        let mv = go.strip_prefix(r#"{"move":""#).unwrap_or_default();
        assert!(mv.starts_with("4-6 ") || mv.starts_with("2-6 "), "{go}");
        assert!(go.ends_with(r#"","signal":null}"#), "{go}");
        assert_eq!(
            said[7],
            r#"{"error":"move 3 '0-1 left' by east: 0-1 does not fit the left end (west arm)"}"#
        );
        assert!(
            said[9].contains(r#""muggins":"off""#) && said[9].contains(r#""target":"150""#),
            "{}",
            said[9]
        );
        assert_eq!(said[10], r#"{"ok":true}"#);
        assert_eq!(said[11], r#"{"error":"'game' takes no field 'a'"}"#);
        let hello = &said[12];
        assert!(
            hello.starts_with(r#"{"engine":"dominoes","families":["jamaican","#),
            "{hello}"
        );
        assert!(hello.ends_with(r#"],"ok":true,"protocol":1}"#), "{hello}");
        assert!(
            said[14].starts_with(r#"{"error":"the line is not JSON: "#),
            "{}",
            said[14]
        );
        assert!(engine.has_quit());
    }

    /// `go`'s time, rounded to the hundredth, is written as serde_json wrote the `f64`.
    #[test]
    fn times_are_written_as_serde_json_wrote_them() {
        let mut rng = Rng::new(5);
        for i in 0..20_000u32 {
            let ms = match i % 4 {
                0 => f64::from(rng.below(100_000)) / 1000.0,
                1 => f64::from(rng.below(1_000)),
                2 => f64::from(rng.below(1 << 30)) / 7.0,
                _ => f64::from(i) / 100.0,
            };
            let rounded = (ms * 100.0).round() / 100.0;
            assert_eq!(
                ms_number(ms).to_json(),
                serde_json::to_string(&rounded).unwrap_or_default(),
                "{ms}"
            );
        }
    }
}
