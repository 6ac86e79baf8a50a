/* resources/schema/waymark.rng and the loader must agree: on every file of
 * tests/data (bad and good), on the base game, and on every effect and task
 * type of the registry. xmllint applies the schema; it is skipped when
 * absent.
 *
 * Agreement means: xmllint rejects a file exactly when the loader reports a
 * problem of form — a code starting with xml-, schema-, format-, io- or
 * effect-. Problems of meaning (id-duplicate, ref-unknown, path-*,
 * value-range, lang-*) are beyond RELAX NG, so xmllint may accept those
 * files. So are three refusals of the loader that concern the document
 * rather than its tree: a DTD (xml-dtd), declared entities (xml-entity) and
 * the size limits (xml-limit); RELAX NG validates the tree and never sees
 * them. */

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "wm-registry.h"
#include "wm-variant-io.h"

static char *xmllint;
static char *schema;

static const char *const form_prefixes[] = { "xml-", "schema-", "format-", "io-", "effect-",
                                             NULL };
static const char *const beyond_relaxng[] = { "xml-dtd", "xml-entity", "xml-limit", NULL };

static gboolean
is_form_code (const char *code)
{
  for (int i = 0; form_prefixes[i] != NULL; i++)
    if (g_str_has_prefix (code, form_prefixes[i]))
      return TRUE;
  return FALSE;
}

/* Runs xmllint on @path; TRUE when the file validates and parses without a
 * complaint. */
static gboolean
xmllint_accepts (const char *path, char **errors_out)
{
  const char *argv[] = { xmllint, "--noout", "--relaxng", schema, path, NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *errors = NULL;
  int wait_status = 0;
  gboolean rejected;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                     &errors, &wait_status, &error))
    g_error ("cannot run %s: %s", xmllint, error->message);
  /* A schema that does not compile must never pass for a rejected file. */
  g_assert_null (strstr (errors, "failed to compile"));
  /* A namespace error (an undeclared prefix, an xmlns that is no URI)
   * leaves xmllint's exit status at 0; it still says the file is broken. */
  rejected = !g_spawn_check_wait_status (wait_status, NULL)
             || strstr (errors, ": namespace error :") != NULL
             || strstr (errors, ": parser error :") != NULL;
  /* xmllint quotes the damaged bytes of a file; test output must be UTF-8. */
  if (errors_out != NULL)
    *errors_out = g_utf8_make_valid (errors, -1);
  return !rejected;
}

typedef struct
{
  gboolean form;      /* a code of form was reported */
  gboolean only_doc;  /* every code of form is one RELAX NG cannot see */
  guint count;        /* of diagnostics, but number-form warnings (" 20": the schema's) */
  gboolean loaded;
} LoaderVerdict;

static LoaderVerdict
loader_verdict_bytes (GBytes *bytes, const char *name)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (name);
  g_autoptr (WmVariant) variant = wm_variant_load_bytes (bytes, name, diags);
  LoaderVerdict v = { FALSE, TRUE, 0, variant != NULL };

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_autofree char *line = wm_diagnostic_format (d);
      g_test_message ("loader: %s", line);
      v.count += g_strcmp0 (d->code, "number-form") != 0;
      if (!is_form_code (d->code))
        continue;
      v.form = TRUE;
      if (!g_strv_contains (beyond_relaxng, d->code))
        v.only_doc = FALSE;
    }
  return v;
}

static LoaderVerdict
loader_verdict (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize size = 0;
  g_autofree char *name = g_path_get_basename (path);

  if (!g_file_get_contents (path, &data, &size, &error))
    g_error ("cannot read %s: %s", path, error->message);
  {
    g_autoptr (GBytes) bytes = g_bytes_new_take (g_steal_pointer (&data), size);
    return loader_verdict_bytes (bytes, name);
  }
}

static void
assert_agree (const char *path)
{
  g_autofree char *errors = NULL;
  gboolean accepted = xmllint_accepts (path, &errors);
  LoaderVerdict v = loader_verdict (path);

  if (!accepted)
    g_test_message ("xmllint: %s", errors);
  if (!accepted && !v.form)
    g_error ("%s: xmllint rejects it but the loader finds nothing wrong with its form:\n%s",
             path, errors);
  if (accepted && v.form && !v.only_doc)
    g_error ("%s: the loader finds a problem of form but the schema accepts it", path);
  /* No problem of form means no reason for the loader to refuse on structure. */
  if (!v.form && v.count == 0)
    g_assert_true (v.loaded);
}

static void
test_corpus_file (gconstpointer data)
{
  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  assert_agree (data);
}

static void
test_good_file (gconstpointer data)
{
  LoaderVerdict v;

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  g_assert_true (xmllint_accepts (data, NULL));
  v = loader_verdict (data);
  g_assert_true (v.loaded);
  g_assert_cmpuint (v.count, ==, 0);
}

/* ---- registry ------------------------------------------------------------ */

static const char variant_template[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<variant xmlns=\"urn:waymark:variant:1\" format=\"1\">\n"
  "  <info languages=\"en\">\n"
  "    <title xml:lang=\"en\">Registry</title>\n"
  "  </info>\n"
  "  <rules goal=\"20\" hand=\"5\" turns=\"3\" min-players=\"2\" max-players=\"4\"/>\n"
  "  <path-type id=\"road\" color=\"#c8a45c\"/>\n"
  "  <town id=\"t1\" color=\"#2a6fd6\" shape=\"round\"/>\n"
  "  <board cols=\"1\" rows=\"1\"/>\n"
  "  <deck id=\"events\" kind=\"event\">\n"
  "    <card id=\"E01\">\n"
  "      <name xml:lang=\"en\">Event</name>\n"
  "      %s\n"
  "    </card>\n"
  "  </deck>\n"
  "  <deck id=\"side\" kind=\"side-quest\">\n"
  "    <card id=\"Q01\">\n"
  "      <name xml:lang=\"en\">Quest</name>\n"
  "      %s\n"
  "      <reward gold=\"1\"/>\n"
  "    </card>\n"
  "  </deck>\n"
  "</variant>\n";

#define PLAIN_EFFECT "<effect type=\"lakes-closed\"/>"
#define PLAIN_TASK "<task type=\"visit-fort\"/>"

/* Loads @xml and validates it with xmllint. With @code NULL both must accept
 * it (and the loader without a single remark); otherwise both must refuse
 * it, the loader with @code. */
static void
check_document (const char *xml, const char *code)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *errors = NULL;
  g_autoptr (GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("registry");
  g_autoptr (WmVariant) variant = NULL;
  gboolean accepted;
  int fd;

  fd = g_file_open_tmp ("waymark-registry-XXXXXX.waymark", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  accepted = xmllint_accepts (path, &errors);
  g_unlink (path);

  variant = wm_variant_load_bytes (bytes, "registry", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("loader: %s", line);
    }
  if (code == NULL)
    {
      if (!accepted)
        g_error ("xmllint rejects a valid use:\n%s\n%s", xml, errors);
      g_assert_nonnull (variant);
      g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
    }
  else
    {
      if (accepted)
        g_error ("xmllint accepts an invalid use:\n%s", xml);
      g_assert_null (variant);
      if (!wm_diagnostics_has_code (diags, code))
        g_error ("the loader does not report %s for:\n%s", code, xml);
    }
}

static void
check_use (gboolean is_task, const char *element, const char *code)
{
  g_autofree char *xml = g_strdup_printf (variant_template, is_task ? PLAIN_EFFECT : element,
                                          is_task ? element : PLAIN_TASK);
  check_document (xml, code);
}

/* The valid values a parameter can take, enough to touch every choice and
 * both ends of every range. */
static GPtrArray *
valid_values (const WmParamSpec *param)
{
  GPtrArray *values = g_ptr_array_new_with_free_func (g_free);

  switch (param->kind)
    {
    case WM_PARAM_CHOICE:
      for (int i = 0; param->choices[i] != NULL; i++)
        g_ptr_array_add (values, g_strdup (param->choices[i]));
      break;
    case WM_PARAM_CHOICES:
      for (int i = 0; param->choices[i] != NULL; i++)
        g_ptr_array_add (values, g_strdup (param->choices[i]));
      g_ptr_array_add (values, g_strjoinv (" ", (char **) param->choices));
      break;
    case WM_PARAM_NUMBER:
      g_ptr_array_add (values, g_strdup_printf ("%d", param->min));
      g_ptr_array_add (values, g_strdup_printf ("%d", param->max));
      break;
    case WM_PARAM_PATH_TYPES_OR_CARD:
      g_ptr_array_add (values, g_strdup ("card"));
      G_GNUC_FALLTHROUGH;
    case WM_PARAM_PATH_TYPES:
      g_ptr_array_add (values, g_strdup ("road"));
      break;
    case WM_PARAM_TOWN:
      g_ptr_array_add (values, g_strdup ("t1"));
      break;
    case WM_PARAM_FLAG:
      g_ptr_array_add (values, g_strdup ("true"));
      g_ptr_array_add (values, g_strdup ("false"));
      break;
    }
  return values;
}

/* Values of the wrong form for a parameter. */
static GPtrArray *
invalid_values (const WmParamSpec *param)
{
  GPtrArray *values = g_ptr_array_new_with_free_func (g_free);

  switch (param->kind)
    {
    case WM_PARAM_CHOICE:
    case WM_PARAM_CHOICES:
    case WM_PARAM_FLAG:
      g_ptr_array_add (values, g_strdup ("bogus"));
      g_ptr_array_add (values, g_strdup (""));
      break;
    case WM_PARAM_NUMBER:
      g_ptr_array_add (values, g_strdup_printf ("%d", param->min - 1));
      g_ptr_array_add (values, g_strdup_printf ("%d", param->max + 1));
      g_ptr_array_add (values, g_strdup ("two"));
      break;
    case WM_PARAM_PATH_TYPES:
    case WM_PARAM_PATH_TYPES_OR_CARD:
      g_ptr_array_add (values, g_strdup ("road/trail"));
      g_ptr_array_add (values, g_strdup (""));
      break;
    case WM_PARAM_TOWN:
      g_ptr_array_add (values, g_strdup ("t 1"));
      g_ptr_array_add (values, g_strdup (""));
      break;
    }
  return values;
}

/* An element of @spec with every parameter at its first valid value, except
 * @skip (left out) and @override (set to @value). */
static char *
element_for (const WmTypeSpec *spec, gboolean is_task, const char *skip, const char *override,
             const char *value, const char *extra)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "<%s type=\"%s\"", is_task ? "task" : "effect", spec->name);
  if (!is_task)
    g_string_append (out, " scope=\"day\"");
  for (int i = 0; i < spec->n_params; i++)
    {
      const WmParamSpec *param = &spec->params[i];
      g_autoptr (GPtrArray) values = valid_values (param);
      const char *v = g_ptr_array_index (values, 0);

      if (g_strcmp0 (param->name, skip) == 0)
        continue;
      if (g_strcmp0 (param->name, override) == 0)
        v = value;
      g_string_append_printf (out, " %s=\"%s\"", param->name, v);
    }
  if (extra != NULL)
    g_string_append_printf (out, " %s", extra);
  g_string_append (out, "/>");
  return g_string_free (out, FALSE);
}

static void
check_type (const WmTypeSpec *spec, gboolean is_task)
{
  g_autofree char *plain = element_for (spec, is_task, NULL, NULL, NULL, NULL);
  g_autofree char *unknown = element_for (spec, is_task, NULL, NULL, NULL, "bogus-param=\"1\"");

  g_test_message ("%s %s", is_task ? "task" : "effect", spec->name);
  check_use (is_task, plain, NULL);
  check_use (is_task, unknown, "effect-param");
  if (is_task)
    {
      g_autofree char *scoped = element_for (spec, is_task, NULL, NULL, NULL, "scope=\"day\"");
      check_use (is_task, scoped, "effect-param");
    }
  for (int i = 0; i < spec->n_params; i++)
    {
      const WmParamSpec *param = &spec->params[i];
      g_autoptr (GPtrArray) good = valid_values (param);
      g_autoptr (GPtrArray) bad = invalid_values (param);

      for (guint k = 0; k < good->len; k++)
        {
          g_autofree char *element = element_for (spec, is_task, NULL, param->name,
                                                  g_ptr_array_index (good, k), NULL);
          check_use (is_task, element, NULL);
        }
      for (guint k = 0; k < bad->len; k++)
        {
          g_autofree char *element = element_for (spec, is_task, NULL, param->name,
                                                  g_ptr_array_index (bad, k), NULL);
          check_use (is_task, element, "effect-param");
        }
      /* Leaving a parameter out is fine exactly when it has a default. */
      {
        g_autofree char *element = element_for (spec, is_task, param->name, NULL, NULL, NULL);
        check_use (is_task, element, param->required ? "effect-param" : NULL);
      }
    }
}

static void
test_registry_effects (void)
{
  int n;
  const WmTypeSpec *effects = wm_registry_effects (&n);

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    check_type (&effects[i], FALSE);
  check_use (FALSE, "<effect type=\"no-such-effect\"/>", "effect-unknown");
  check_use (FALSE, "<effect type=\"lakes-closed\" scope=\"night\"/>", "schema-value");
}

static void
test_registry_tasks (void)
{
  int n;
  const WmTypeSpec *tasks = wm_registry_tasks (&n);

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    check_type (&tasks[i], TRUE);
  check_use (TRUE, "<task type=\"no-such-task\"/>", "effect-unknown");
  /* An effect type is not a task type. */
  check_use (TRUE, "<task type=\"lakes-closed\"/>", "effect-unknown");
}

/* ---- mutations ------------------------------------------------------------- */

static const char *const mutation_values[] = {
  "", " ", "0", "-1", "1", " 2 ", "01", "1.5", ".5", "1e2", "abc", "a b", "#12ab56", "#12AB5G",
  "true", "True", "n", "ne", "A", "C", "road", "card", "road  trail", "en", "EN", "999", "1000",
  "-1001", "300", "19.99", "270", "45", "common", "personal side", "day", "never", "any",
  "north", "s1", "r1", "extra-move", "visit-town", "lakes-closed", "town", "island", "event",
  "movement",
};

/* Replaces the value of one attribute of @line. */
static char *
mutate_value (GRand *rand, const char *line)
{
  g_autoptr (GPtrArray) starts = g_ptr_array_new ();
  const char *start, *end;

  for (const char *p = strstr (line, "=\""); p != NULL; p = strstr (p + 2, "=\""))
    g_ptr_array_add (starts, (gpointer) (p + 2));
  if (starts->len == 0)
    return g_strdup (line);
  start = g_ptr_array_index (starts, g_rand_int_range (rand, 0, starts->len));
  end = strchr (start, '"');
  return g_strdup_printf ("%.*s%s%s", (int) (start - line),  line,
                          mutation_values[g_rand_int_range (rand, 0,
                                                            G_N_ELEMENTS (mutation_values))],
                          end);
}

/* Drops one attribute of @line. */
static char *
mutate_drop (GRand *rand, const char *line)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  const char *name, *end;

  for (const char *p = strstr (line, "=\""); p != NULL; p = strstr (p + 2, "=\""))
    {
      const char *q = p;
      while (q > line && q[-1] != ' ')
        q--;
      if (q > line)
        g_ptr_array_add (names, (gpointer) (q - 1));
    }
  if (names->len == 0)
    return g_strdup (line);
  name = g_ptr_array_index (names, g_rand_int_range (rand, 0, names->len));
  end = strchr (strstr (name, "=\"") + 2, '"') + 1;
  return g_strdup_printf ("%.*s%s", (int) (name - line), line, end);
}

static void
mutate (GRand *rand, GPtrArray *lines)
{
  /* Never the XML declaration, the root's start tag or its end. */
  guint i = g_rand_int_range (rand, 2, lines->len - 2);
  char *line = g_ptr_array_index (lines, i);

  switch (g_rand_int_range (rand, 0, 5))
    {
    case 0:
      g_ptr_array_index (lines, i) = mutate_value (rand, line);
      g_free (line);
      break;
    case 1:
      g_ptr_array_index (lines, i) = mutate_drop (rand, line);
      g_free (line);
      break;
    case 2:
      g_ptr_array_remove_index (lines, i);
      break;
    case 3:
      g_ptr_array_insert (lines, i, g_strdup (line));
      break;
    default:
      g_ptr_array_index (lines, i) = g_ptr_array_index (lines, i + 1);
      g_ptr_array_index (lines, i + 1) = line;
      break;
    }
}

/* Small random changes to the tiny variant, each file judged by both: a
 * guard for the cases nobody thought of (it found the spaces around
 * numbers). The seed is fixed, so a failure repeats. */
static void
test_mutations (void)
{
  g_autofree char *tiny = g_build_filename (WM_TEST_DATA, "good", "tiny.waymark", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261125);
  g_auto (GStrv) original = NULL;

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  g_assert_true (g_file_get_contents (tiny, &text, NULL, &error));
  original = g_strsplit (text, "\n", -1);
  dir = g_dir_make_tmp ("waymark-mutations-XXXXXX", &error);
  g_assert_no_error (error);
  for (int n = 0; n < 100; n++)
    {
      g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *name = g_strdup_printf ("m%03d.waymark", n);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *joined = NULL;
      int changes = g_rand_int_range (rand, 1, 3);

      for (int i = 0; original[i] != NULL; i++)
        g_ptr_array_add (lines, g_strdup (original[i]));
      for (int k = 0; k < changes; k++)
        mutate (rand, lines);
      g_ptr_array_add (lines, NULL);
      joined = g_strjoinv ("\n", (char **) lines->pdata);
      g_assert_true (g_file_set_contents (path, joined, -1, &error));
      g_test_message ("%s", name);
      assert_agree (path);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* ---- main ------------------------------------------------------------------ */

static void
add_folder (const char *folder, GTestDataFunc func)
{
  g_autofree char *dir_path = g_build_filename (WM_TEST_DATA, folder, NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".waymark"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (file, strlen (file) - strlen (".waymark"));
      g_autofree char *test_path = g_strdup_printf ("/model/schema/%s/%s", folder, base);
      /* The path lives as long as the test program. */
      char *path = g_build_filename (dir_path, file, NULL);
      g_test_add_data_func_full (test_path, path, func, g_free);
    }
}

int
main (int argc, char **argv)
{
  const char *root = g_getenv ("WM_SOURCE_ROOT");
  g_autofree char *resources = NULL;
  g_autofree char *base_game = NULL;
  g_autofree char *small_board = NULL;
  g_autofree char *blank = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  xmllint = g_find_program_in_path ("xmllint");
  resources = root ? g_build_filename (root, "resources", NULL)
                   : g_build_filename (WM_TEST_DATA, "..", "..", "resources", NULL);
  schema = g_build_filename (resources, "schema", "waymark.rng", NULL);
  base_game = g_build_filename (resources, "variants", "treos-base.waymark", NULL);
  small_board = g_build_filename (resources, "variants", "small-board.waymark", NULL);
  blank = g_build_filename (resources, "variants", "blank.waymark", NULL);
  g_assert_true (g_file_test (schema, G_FILE_TEST_EXISTS));

  add_folder ("bad", test_corpus_file);
  add_folder ("good", test_good_file);
  g_test_add_data_func ("/model/schema/base-game", base_game, test_good_file);
  g_test_add_data_func ("/model/schema/base-game-agrees", base_game, test_corpus_file);
  g_test_add_data_func ("/model/schema/small-board", small_board, test_good_file);
  g_test_add_data_func ("/model/schema/small-board-agrees", small_board, test_corpus_file);
  g_test_add_data_func ("/model/schema/blank", blank, test_good_file);
  g_test_add_data_func ("/model/schema/blank-agrees", blank, test_corpus_file);
  g_test_add_func ("/model/schema/registry/effects", test_registry_effects);
  g_test_add_func ("/model/schema/registry/tasks", test_registry_tasks);
  g_test_add_func ("/model/schema/mutations", test_mutations);

  status = g_test_run ();
  g_free (xmllint);
  g_free (schema);
  return status;
}
