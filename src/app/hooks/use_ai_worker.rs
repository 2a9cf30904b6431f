//! The page's side of the AI worker (see [`crate::ai::worker`]): starts the worker once,
//! sends it one seat's view of a position, and hands back the move it chose. The worker
//! is started a moment after the page first shows (so that loading it takes nothing from
//! the picker on a slow phone), or at once when a move is asked for before that. If the
//! worker cannot start, stops, or does not answer in time, every later move is worked
//! out on the page at the easy level, and the app is told why.

use crate::ai::worker::{request, review_request, WorkerMessage};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

/// The worker's start-up script, `static/ai-worker.js` (relative, so the game works from a
/// sub-folder).
const WORKER_URL: &str = "./ai-worker.js";

/// How long a move may take, starting and loading the worker included, before the worker
/// is given up for lost.
const GIVE_UP_MS: u32 = 15_000;

/// How long a hand review may take before the worker is given up for lost: a review
/// of a long hand on a slow phone does many moves' thinking in one request.
const REVIEW_GIVE_UP_MS: u32 = 90_000;

/// How long after the app's first render the worker is started, when no move has been
/// asked for before.
const START_AFTER_MS: u32 = 500;

/// What the worker answered: the move in record notation, or why there is none.
pub type WorkerAnswer = Result<String, String>;

/// A handle on the AI worker, shared by the app's hooks.
#[derive(Clone)]
pub struct AiWorker {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for AiWorker {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Inner {
    /// Whether the worker has been started (it may have been given up since).
    launched: bool,
    worker: Option<Worker>,
    ready: bool,
    /// A message waiting for the worker to be ready.
    queued: Option<String>,
    /// The request being answered: its id, where the answer goes, and its deadline.
    pending: Option<(u64, Callback<WorkerAnswer>, Timeout)>,
    next_id: u64,
    /// Why the worker was given up, once it was.
    failed: Option<String>,
    on_fail: Callback<String>,
    /// The worker's event handlers, kept alive as long as it is.
    _handlers: Vec<Closure<dyn FnMut(MessageEvent)>>,
}

impl AiWorker {
    /// A handle on a worker not started yet (see [`AiWorker::launch`]). `on_fail` is
    /// told, once, why the worker was given up.
    pub fn new(on_fail: Callback<String>) -> AiWorker {
        let inner = Rc::new(RefCell::new(Inner {
            launched: false,
            worker: None,
            ready: false,
            queued: None,
            pending: None,
            next_id: 1,
            failed: None,
            on_fail,
            _handlers: Vec::new(),
        }));
        AiWorker { inner }
    }

    /// Starts the worker, unless it was started before.
    pub fn launch(&self) {
        let inner = &self.inner;
        if std::mem::replace(&mut inner.borrow_mut().launched, true) {
            return;
        }
        let worker = match Worker::new(WORKER_URL) {
            Ok(w) => w,
            Err(e) => {
                fail(inner, &format!("it could not start ({})", describe(&e)));
                return;
            }
        };
        let weak = Rc::downgrade(inner);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                received(&inner, event.data().as_string().unwrap_or_default());
            }
        });
        let weak = Rc::downgrade(inner);
        let on_error = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            event.prevent_default();
            if let Some(inner) = weak.upgrade() {
                let message = js_sys::Reflect::get(&event, &JsValue::from_str("message"))
                    .ok()
                    .and_then(|m| m.as_string())
                    .filter(|m| !m.is_empty())
                    .unwrap_or_else(|| "its file could not be loaded".to_string());
                fail(&inner, &format!("it stopped: {message}"));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        {
            let mut i = inner.borrow_mut();
            i.worker = Some(worker);
            i._handlers = vec![on_message, on_error];
        }
    }

    /// Why the worker was given up, if it was.
    pub fn failed(&self) -> Option<String> {
        self.inner.borrow().failed.clone()
    }

    /// Asks the worker for a move: `lines` are the engine requests of
    /// [`TableState::engine_requests`](crate::view::table::TableState::engine_requests).
    /// `answer` gets the move, or an error; a newer request replaces an older one, whose
    /// answer is then never given.
    pub fn ask(&self, lines: Vec<String>, answer: Callback<WorkerAnswer>) {
        self.send(|id| request(id, lines), answer, GIVE_UP_MS);
    }

    /// Asks the worker for a hand review (see [`crate::view::review`]): `answer` gets
    /// its text, or an error, as [`AiWorker::ask`] does.
    pub fn ask_review(&self, positions: Vec<Vec<String>>, answer: Callback<WorkerAnswer>) {
        self.send(
            |id| review_request(id, positions),
            answer,
            REVIEW_GIVE_UP_MS,
        );
    }

    /// Sends the message `message(id)` and waits `give_up` ms at most for its answer.
    fn send(
        &self,
        message: impl FnOnce(u64) -> String,
        answer: Callback<WorkerAnswer>,
        give_up: u32,
    ) {
        self.launch();
        let failed = self.failed();
        if let Some(why) = failed {
            answer.emit(Err(why));
            return;
        }
        let mut i = self.inner.borrow_mut();
        let id = i.next_id;
        i.next_id += 1;
        let weak = Rc::downgrade(&self.inner);
        let deadline = Timeout::new(give_up, move || {
            if let Some(inner) = weak.upgrade() {
                fail(&inner, "it did not answer in time");
            }
        });
        i.pending = Some((id, answer, deadline));
        let message = message(id);
        if i.ready {
            post(&i, &message);
        } else {
            i.queued = Some(message);
        }
    }
}

/// Posts `message` to the worker.
fn post(inner: &Inner, message: &str) {
    if let Some(worker) = &inner.worker {
        let _ = worker.post_message(&JsValue::from_str(message));
    }
}

/// Handles a message from the worker.
fn received(inner: &Rc<RefCell<Inner>>, text: String) {
    let message = WorkerMessage::read(&text);
    if let Some(why) = message.failed {
        fail(inner, &format!("it could not load: {why}"));
        return;
    }
    if message.ready {
        let mut i = inner.borrow_mut();
        i.ready = true;
        if let Some(message) = i.queued.take() {
            post(&i, &message);
        }
        return;
    }
    let answer = {
        let mut i = inner.borrow_mut();
        match &i.pending {
            Some((id, _, _)) if message.id == Some(*id) => i.pending.take(),
            _ => None,
        }
    };
    let Some((_, callback, _deadline)) = answer else {
        return;
    };
    match message.mv.or(message.review) {
        Some(mv) => callback.emit(Ok(mv)),
        None => {
            let why = message
                .error
                .unwrap_or_else(|| "an answer without a move".to_string());
            callback.emit(Err(why));
        }
    }
}

/// Gives the worker up: stops it, fails the request waiting for it, and tells the app.
fn fail(inner: &Rc<RefCell<Inner>>, why: &str) {
    let (pending, on_fail) = {
        let mut i = inner.borrow_mut();
        if i.failed.is_some() {
            return;
        }
        i.failed = Some(why.to_string());
        if let Some(worker) = i.worker.take() {
            worker.terminate();
        }
        i.queued = None;
        (i.pending.take(), i.on_fail.clone())
    };
    if let Some((_, callback, _)) = pending {
        callback.emit(Err(why.to_string()));
    }
    on_fail.emit(why.to_string());
}

/// A JavaScript error in words.
fn describe(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// The app's AI worker, started once per page: [`START_AFTER_MS`] after the first render,
/// or by the first move asked for if that comes sooner.
#[hook]
pub fn use_ai_worker(on_fail: Callback<String>) -> AiWorker {
    let worker = (*use_memo((), move |_| AiWorker::new(on_fail))).clone();
    {
        let worker = worker.clone();
        use_effect_with((), move |_| {
            let later = Timeout::new(START_AFTER_MS, move || worker.launch());
            move || drop(later)
        });
    }
    worker
}
