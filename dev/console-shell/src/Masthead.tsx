import {
  Masthead,
  MastheadBrand,
  MastheadContent,
  MastheadMain,
  MastheadToggle,
  PageToggleButton,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { ImpersonateMenu } from './ImpersonateMenu';

type Theme = 'light' | 'dark';
const DARK_CLASS = 'pf-v6-theme-dark';

/** The console's masthead (its user menu, with impersonation), plus the demo's switches: who you are, and the theme. */
export function ShellMasthead() {
  const [user, setUser] = useState<'admin' | 'viewer'>('admin');
  const [theme, setTheme] = useState<Theme>(document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light');
  useEffect(() => {
    void fetch('/api/demo/user')
      .then((r) => r.json())
      .then((body: { user: 'admin' | 'viewer' }) => setUser(body.user));
  }, []);
  const switchUser = async (next: 'admin' | 'viewer') => {
    await fetch(`/api/demo/user?user=${next}`, { method: 'POST' });
    window.location.reload();
  };
  const switchTheme = (next: Theme) => {
    document.documentElement.classList.toggle(DARK_CLASS, next === 'dark');
    setTheme(next);
  };
  return (
    <Masthead>
      <MastheadMain>
        <MastheadToggle>
          <PageToggleButton aria-label="Global navigation" />
        </MastheadToggle>
        <MastheadBrand>
          <strong>OpenShift demo console</strong>
        </MastheadBrand>
      </MastheadMain>
      <MastheadContent>
        <Toolbar>
          <ToolbarContent>
            {/* The demo's switches fold away on a phone, as the console's masthead items do. */}
            <ToolbarItem visibility={{ default: 'hidden', md: 'visible' }}>
              <ToggleGroup aria-label="Demo user">
                <ToggleGroupItem
                  text="Cluster admin"
                  isSelected={user === 'admin'}
                  onChange={() => void switchUser('admin')}
                />
                <ToggleGroupItem
                  text="Viewer (read-only)"
                  isSelected={user === 'viewer'}
                  onChange={() => void switchUser('viewer')}
                />
              </ToggleGroup>
            </ToolbarItem>
            <ToolbarItem>
              <ImpersonateMenu user={user === 'viewer' ? 'viewer' : 'kube:admin'} />
            </ToolbarItem>
            <ToolbarItem visibility={{ default: 'hidden', md: 'visible' }}>
              <ToggleGroup aria-label="Theme">
                <ToggleGroupItem text="Light" isSelected={theme === 'light'} onChange={() => switchTheme('light')} />
                <ToggleGroupItem text="Dark" isSelected={theme === 'dark'} onChange={() => switchTheme('dark')} />
              </ToggleGroup>
            </ToolbarItem>
          </ToolbarContent>
        </Toolbar>
      </MastheadContent>
    </Masthead>
  );
}
