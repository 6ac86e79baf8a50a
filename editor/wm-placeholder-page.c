#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "wm-placeholder-page.h"

GtkWidget *
wm_placeholder_page_new (const char *icon_name, const char *title, const char *description)
{
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), icon_name);
  adw_status_page_set_title (ADW_STATUS_PAGE (page), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (page), description);
  return page;
}
